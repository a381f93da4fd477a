/**
 * Korean-aware search keys, from es-hangul: a Hangul title's romanisation (Revised Romanization with
 * its pronunciation rules, as fans type titles: 사랑의 불시착 → sarangui bulsichak), its initial
 * consonants (ㅅㄹㅇ ㅂㅅㅊ), and the jamo of one syllable (for one-jamo typos).
 */
import { disassemble, getChoseong, romanize } from 'es-hangul';
import { normalizeTitle } from './normalize.js';

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;

export const hasHangul = (text: string) => HANGUL_SYLLABLE.test(text);
export const isHangulSyllable = (ch: string) => HANGUL_SYLLABLE.test(ch);

/** The romanised form of a normalised title that holds Hangul (undefined otherwise). */
export function romanizedTerm(term: string): string | undefined {
  if (!hasHangul(term)) return undefined;
  return normalizeTitle(romanize(term)) || undefined;
}

/**
 * A normalised title with each Hangul syllable replaced by its initial consonant, words kept apart and every
 * other character (digits, Latin letters) kept in place: 응답하라 1988 → ㅇㄷㅎㄹ 1988 (undefined without Hangul).
 * Normalised like every term (NFKC turns the compatibility jamo a keyboard types into conjoining jamo), so a
 * query of initial consonants meets them after the same normalisation.
 */
export function choseongTerm(term: string): string | undefined {
  if (!hasHangul(term)) return undefined;
  const keys = Array.from(term, (ch) => (isHangulSyllable(ch) ? getChoseong(ch) : ch)).join('');
  return normalizeTitle(keys) || undefined;
}

/** The jamo of one Hangul syllable (compound vowels and final consonants split: 화 → ㅎㅗㅏ). */
export const jamoOf = (syllable: string) => disassemble(syllable);
