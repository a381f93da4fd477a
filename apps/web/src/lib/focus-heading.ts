/**
 * After a navigation the visitor chose from a dialog (a search result), focus goes to the new page's main heading,
 * as a screen reader or keyboard user expects of a new page, instead of back to the button that opened the dialog.
 * The heading may come later than the navigation (a details page shows a spinner first): it is waited for, a
 * while, and the first `<h1>` in <main> that is not the one before the navigation takes focus.
 */
const WAIT_MS = 10_000;

export function focusNextMainHeading(previous: Element | null = document.querySelector('main h1')): void {
  const take = (): boolean => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || heading === previous) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (take()) return;
  const observer = new MutationObserver(() => {
    if (take()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
