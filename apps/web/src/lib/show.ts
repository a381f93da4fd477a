import { catalogueLanguageOf, type PosterPath, type ShowCard } from '@klama/contract';
import type { Language } from '../stores/general';
import { api } from '../api/paths';
import { inLanguage } from '../api/in-language';

const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';

/** Spec §2 Show card: the US poster, else the KR one, else none. */
export function posterOf(poster: PosterPath | undefined): string | null {
  return poster?.US?.path || poster?.KR?.path || null;
}

/** A poster value is either an absolute URL (KR image host) or a TMDB path ("/abc.jpg") sized per use. */
export function imageUrl(path: string, size: 'w300_and_h450_bestv2' | 'w185' | 'w92' | 'w45' | 'w1280'): string {
  return /^https?:\/\//.test(path) ? path : `${TMDB_IMAGE_BASE}/${size}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The image link previews show for a show: its 1200×630 share card (its poster, titles, year and genres). */
/** A show's share card, in the page's language (a Korean page's card names the show in Korean first). */
export const shareImageOf = (show: { id: number }, language: Language = 'en'): string =>
  inLanguage(api('shareImage', { id: show.id }), catalogueLanguageOf(language)).url;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

export function displayTitle(show: Pick<ShowCard, 'name' | 'original_name'>, language: Language): string {
  return language === 'kr' && show.original_name ? show.original_name : show.name;
}

/**
 * "Season 2" ("시즌 2" in Korean) for a season of a series (its seasons share a title), unless the title already
 * says which season it is (imported seasons are named "… Season 2", "… 시즌 2"). Written out, like formatDate: it
 * runs outside components too (the search overlay's items).
 */
export function seasonLabel(seasonNumber: number | undefined, title: string, language: Language = 'en'): string | null {
  if (seasonNumber === undefined || new RegExp(`(season|시즌)\\s*${seasonNumber}\\b`, 'i').test(title)) return null;
  return language === 'kr' ? `시즌 ${seasonNumber}` : `Season ${seasonNumber}`;
}

export const yearOf = (date: string | null | undefined) => (date ? date.slice(0, 4) : '');

/** A stable, pleasant hue for a show's generated title card. */
export function colorForId(id: number): { background: string; accent: string } {
  const hue = Math.abs((id * 137) % 360);
  return { background: `hsl(${hue} 45% 28%)`, accent: `hsl(${(hue + 40) % 360} 70% 62%)` };
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2024-03-05" → "March 5, 2024" (en-US long date) or "2024년 3월 5일" (Korean). Written out rather than with
 * toLocaleDateString: the first Intl call loads locale data, about 80 ms of main thread on a throttled phone, right
 * when Home first renders.
 */
export function formatDate(iso: string, language: Language = 'en'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
  if (language === 'kr') return `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** True when an ISO date lies after today (local calendar). */
export function isFutureDate(iso: string | null, today = new Date()): boolean {
  if (!iso) return false;
  const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return iso > todayIso;
}

/** A day in the visitor's locale: `long` "Saturday, November 28" / "11월 28일 토요일"; `short` "Nov 28, 2026". */
export function formatDay(date: string, locale: string, style: 'long' | 'short' | 'weekday'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric' }
      : style === 'short'
        ? { year: 'numeric', month: 'short', day: 'numeric' }
        : { weekday: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
