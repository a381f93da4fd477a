/**
 * Finding English left on a page shown in Korean (the account screens' browser tests). Two checks, on what a
 * person sees or hears inside a part of the page (its visible text and the labels, placeholders, tooltips and
 * values read out for its controls):
 * - no English message of the app appears whose Korean differs (the messages are the app's own, so this
 *   catches a screen that forgot to translate a string it has a message for);
 * - no piece of text is English words without any Hangul, unless allowed (data: usernames, e-mail addresses,
 *   Latin show titles and names; the brand; file formats).
 */
import type { Locator, Page } from 'playwright-core';
import { en } from '../apps/web/src/i18n/messages/en';
import { ko } from '../apps/web/src/i18n/messages/ko';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The English texts (the fixed parts of messages with placeholders) whose Korean is different. */
function englishOnlyTexts(): string[] {
  const english = flatten(en as unknown as Tree);
  const korean = flatten(ko as unknown as Tree);
  const texts = new Set<string>();
  for (const [key, text] of english) {
    const translated = korean.get(key) ?? korean.get(key.replace(/_one$/, '_other'));
    if (translated === text) continue;
    // the words between placeholders and markup, each long enough to mean something on its own
    for (const part of text.split(/\{\{[^}]*\}\}|<\/?\w+>/))
      if (/[A-Za-z]{2}/.test(part) && part.trim().length >= 3) texts.add(part.trim());
  }
  return [...texts];
}

const ENGLISH_ONLY = englishOnlyTexts();

/** Latin text that may stand alone in Korean: the brand, formats, the language toggle's own labels. */
const ALWAYS_ALLOWED = [/^K-lama$/, /^(JSON|CSV|TXT)$/, /^(en|kr)$/, /^Trakt$/, /^MyDramaList$/, /^Google$/, /^SF$/];

/** Every piece of visible text and every spoken label inside `scope`, as it appears. */
export async function textsIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && visible(parent)) out.push(text);
        continue;
      }
      const el = node as Element;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * What inside `scope` is left in English: the app's English messages found in it, and text without Hangul that
 * is neither allowed nor data named in `allow`.
 */
export async function untranslated(scope: Locator, allow: (string | RegExp)[] = []): Promise<string[]> {
  const texts = await textsIn(scope);
  const allowed = (text: string) =>
    [...ALWAYS_ALLOWED, ...allow].some((a) => (typeof a === 'string' ? text === a || text.includes(a) : a.test(text)));
  const found = new Set<string>();
  for (const text of texts) {
    if (allowed(text)) continue;
    if (/[A-Za-z]{2}/.test(text) && !/[\uac00-\ud7a3]/.test(text)) found.add(text);
    for (const english of ENGLISH_ONLY)
      if (english.length >= 12 ? text.includes(english) : text === english) found.add(`${text} (message "${english}")`);
  }
  return [...found];
}

/** The page's title and meta description (URL-independent metadata). */
export async function metadata(page: Page): Promise<{ title: string; description: string | null; lang: string | null }> {
  return page.evaluate(() => ({
    title: document.title,
    // the page's own tag is the last one (React hoists it after the site-wide default)
    description: [...document.querySelectorAll('meta[name="description"]')].at(-1)?.getAttribute('content') ?? null,
    lang: document.documentElement.getAttribute('lang'),
  }));
}
