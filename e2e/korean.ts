/**
 * Finding English left on a page shown in Korean. Two checks over every visible text and every labelling attribute
 * (aria-label, title, placeholder, alt, aria-roledescription):
 * - no English message (apps/web/src/i18n/messages/en, those whose Korean differs) appears, whole or as a template
 *   ("Season {{number}}" matches "Season 2");
 * - no text is English words outside the catalogue's own data (show titles, people, keywords, overviews: Latin is
 *   fine there) and an allow-list;
 * - no genre or tone name (the taxonomy's, apps/web/src/i18n/messages/en/terms.ts) is left English, in the data
 *   too: as a whole text (a chip, a filter option, a heading) or as a word in a Korean sentence ("Romance 장르 드라마"),
 *   except in free text that may use the same word otherwise (titles, overviews, the operator's hero slides).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../apps/web/src/i18n/messages/en';
import { ko } from '../apps/web/src/i18n/messages/ko';

/** Chooses Korean the way a returning visitor has: the stored choice and the cookie the server renders by. */
export async function preferKorean(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'language', value: 'kr', url: baseURL }]);
  await context.addInitScript(() => {
    if (!localStorage.getItem('general')) localStorage.setItem('general', JSON.stringify({ state: { language: 'kr' }, version: 0 }));
  });
}

/**
 * The page's app in `language` from its next load on: the cookie the server renders by and the stored choice (the
 * page is on the app's origin). For a page that stays open across checks in both languages.
 */
export async function switchLanguage(page: Page, baseURL: string, language: 'en' | 'kr') {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.evaluate((chosen) => {
    const general = JSON.parse(localStorage.getItem('general') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    general.state.language = chosen;
    localStorage.setItem('general', JSON.stringify(general));
  }, language);
}

/** Where the page shows catalogue data, which may be Latin (titles, names, keywords, overviews, About's text); genre and tone names may not. */
export const DATA_SELECTORS = [
  '.show-card',
  '.hero__text',
  '.prose',
  '.chip',
  '.cast-card',
  '.cast-list a',
  '.cast-list__role',
  '.credits a',
  '.network',
  '.provider',
  '.details__original',
  '.details__overview',
  '.details__title',
  '.filter-option',
  '.poster',
  // a category's heading is its name (a genre, a keyword, a person)
  '.list-screen .list-header h1',
  'a[href^="/details/"]',
  'a[href^="/ko/details/"]',
  // a person's biography and birthplace: the catalogue stores them in English only (decision 0049 gives a person a
  // Korean name, nothing more), so a Korean page shows the English text it has
  '.person-bio__text',
  '.person-facts dd',
  // a session's browser and system are product names ("Chrome 131 · Android 14")
  '.session-list__name',
];

/** Free text of the catalogue and the operator, where "Drama" or "Romance" is a word, not a genre's name. */
const FREE_TEXT_SELECTORS = [
  '.hero',
  '.prose',
  '.show-card',
  '.details__title',
  '.details__original',
  '.details__overview',
  '.cast-card',
  '.cast-list',
  '.credits',
  'a[href^="/details/"]',
  'a[href^="/ko/details/"]',
  '.person-bio__text',
];

type Found = { text: string; where: string; data: boolean; free: boolean };

const pairs = (english: object, korean: object): [string, string | undefined][] =>
  Object.entries(english).flatMap(([key, value]) => {
    const translated = (korean as Record<string, unknown>)[key] ?? (korean as Record<string, unknown>)[key.replace(/_one$/, '_other')];
    return typeof value === 'string'
      ? [[value, translated as string | undefined] as [string, string | undefined]]
      : pairs(value as object, (translated ?? {}) as object);
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English messages that Korean says differently, as whole-text patterns ({{x}} stands for any text). */
const ENGLISH_MESSAGES: { message: string; pattern: RegExp }[] = pairs(en, ko)
  // a message that is only placeholders ("{{hours}}") has no English of its own to find
  .filter(([english, korean]) => korean !== english && /[A-Za-z]{2,}/.test(english.replace(/\{\{[^}]+\}\}/g, '')))
  .map(([english]) => ({
    message: english,
    pattern: new RegExp(
      `^${english
        .split(/\{\{[^}]+\}\}/)
        .map(escape)
        .join('.+')}$`,
      's',
    ),
  }));

/** The genre and tone names Korean says differently: found whole, or as a word next to Hangul. */
const ENGLISH_TERMS = pairs(en.terms, ko.terms)
  .filter(([english, korean]) => korean !== english)
  .map(([english]) => ({ name: english, inSentence: new RegExp(`(^|[^A-Za-z-])${escape(english)}($|[^A-Za-z-])`) }));

/** Every visible text node and labelling attribute on the page, and whether it sits in catalogue data. */
function collect(page: Page): Promise<Found[]> {
  return page.evaluate(
    ([dataSelectors, freeSelectors]) => {
      const found: Found[] = [];
      const isData = (el: Element) => dataSelectors.some((s) => el.closest(s));
      const isFree = (el: Element) => freeSelectors.some((s) => el.closest(s));
      const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (!el || !text || el.closest('script, style, noscript')) continue;
        if (!el.checkVisibility()) continue;
        found.push({ text, where: describe(el), data: isData(el), free: isFree(el) });
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
        if (!el.checkVisibility() && !el.closest('[role="tooltip"]')) continue;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
          const text = el.getAttribute(attr)?.trim();
          if (text) found.push({ text, where: `${describe(el)}[${attr}]`, data: isData(el), free: isFree(el) });
        }
      }
      return found;
    },
    [DATA_SELECTORS, FREE_TEXT_SELECTORS] as const,
  );
}

/**
 * What on the page is still English: English messages anywhere, and Latin-only text outside catalogue data and
 * `allowed` (exact texts that are fine in Korean, such as the site's name).
 */
export async function untranslatedText(page: Page, allowed: string[] = []): Promise<string[]> {
  const allow = new Set([...ALWAYS_ALLOWED, ...allowed]);
  const found = await collect(page);
  const problems: string[] = [];
  for (const { text, where, data, free } of found) {
    if (allow.has(text)) continue;
    const term = !free && ENGLISH_TERMS.find((t) => t.name === text || (HANGUL.test(text) && t.inSentence.test(text)));
    if (term) {
      problems.push(`${where}: "${text}" has the English genre or tone name "${term.name}"`);
      continue;
    }
    const message = ENGLISH_MESSAGES.find((m) => m.pattern.test(text));
    if (message && !data) problems.push(`${where}: "${text}" is the English message "${message.message}"`);
    else if (!data && /[A-Za-z]{2,}/.test(text) && !/[\uac00-\ud7a3]/.test(text)) problems.push(`${where}: "${text}" is not Korean`);
  }
  return problems;
}

/** Latin text that is right in Korean too: the site's name and the language toggle's own labels. */
const ALWAYS_ALLOWED = ['K-lama', 'K', 'en', 'kr', 'Copyright © 2025 K-lama', 'JustWatch'];

/** The text the page's <html lang> and <title> say. */
export const pageLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }));

/** Hangul in a text (a Korean title, heading or sentence). */
export const HANGUL = /[\uac00-\ud7a3]/;

/** An address's path without its language (`/ko/login` → `/login`: Korean pages live under /ko, decision 0053). */
export const pagePath = (url: URL | string): string => new URL(url).pathname.replace(/^\/ko(?=\/|$)/, '') || '/';
