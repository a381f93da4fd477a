/**
 * Curated text in two languages (decision 0054): a field's English and Korean side by side (stacked on a phone), each
 * labelled with its language; a mark on what has no Korean, and a screen's count of it. The console edits both
 * languages as stored, never the public answer's fallback.
 */
import type { ReactNode } from 'react';
import type { AdminCollection, AdminHeroSlide, AdminProfile } from '@klama/contract';
import { useWords, words } from './screen-words';
import { FieldNote, type FormErrors } from './field-errors';

export const BILINGUAL = words({
  en: {
    english: (field: string) => `${field} (English)`,
    korean: (field: string) => `${field} (Korean)`,
    englishOnly: 'English only',
    koreanMissing: (fields: string) => `Korean missing: ${fields}`,
    count: (missing: number, total: number, what: string) =>
      missing === 0 ? `Every ${what} has its Korean text.` : `Korean text missing on ${missing} of ${total} ${what}s.`,
    slide: 'slide',
    collection: 'collection',
    aboutComplete: 'The About has its Korean text.',
    aboutMissing: 'The About has no Korean text: Korean readers see the English.',
  },
  ko: {
    english: (field: string) => `${field} (영어)`,
    korean: (field: string) => `${field} (한국어)`,
    englishOnly: '영어만 있음',
    koreanMissing: (fields: string) => `한국어 없음: ${fields}`,
    count: (missing: number, total: number, what: string) =>
      missing === 0 ? `모든 ${what}에 한국어 텍스트가 있어요.` : `${what} ${total}개 중 ${missing}개에 한국어 텍스트가 빠져 있어요.`,
    slide: '슬라이드',
    collection: '컬렉션',
    aboutComplete: '소개 페이지에 한국어 텍스트가 있어요.',
    aboutMissing: '소개 페이지에 한국어 텍스트가 없어요. 한국어 독자에게는 영어가 보여요.',
  },
});

type Pair = readonly [english: string | null | undefined, korean: string | null | undefined];

/** The fields whose English has text and whose Korean has none, in the order given. */
export function koreanGaps<F extends string>(pairs: Record<F, Pair>): F[] {
  return (Object.entries(pairs) as [F, Pair][]).filter(([, [en, ko]]) => !!en?.trim() && !ko?.trim()).map(([field]) => field);
}

export const slideGaps = (s: AdminHeroSlide) =>
  koreanGaps({ title: [s.title, s.ko.title], tagline: [s.tagline, s.ko.tagline], tagLabel: [s.tag.label, s.ko.tagLabel] });
export const collectionGaps = (c: AdminCollection) =>
  koreanGaps({ name: [c.name, c.ko.name], description: [c.description, c.ko.description] });
export const aboutGaps = (p: AdminProfile) => koreanGaps({ about: [p.about, p.ko.about] });

/**
 * A mark beside what lacks Korean text: "English only" when it has none at all, else the fields it lacks; nothing when
 * it is complete. `labels` names the fields as the form does.
 */
export function KoreanMark<F extends string>({ gaps, of, labels }: { gaps: F[]; of: Record<F, Pair>; labels: Record<F, string> }) {
  const w = useWords(BILINGUAL);
  if (!gaps.length) return null;
  const hasKorean = (Object.values(of) as Pair[]).some(([, ko]) => !!ko?.trim());
  return (
    <span className="admin-badge admin-badge--missing" data-testid="korean-missing">
      {hasKorean ? w.koreanMissing(gaps.map((g) => labels[g]).join(', ')) : w.englishOnly}
    </span>
  );
}

/** "Korean text missing on 2 of 6 collections.": what a screen still lacks. */
export function MissingCount({ missing, total, what }: { missing: number; total: number; what: 'slide' | 'collection' }) {
  const w = useWords(BILINGUAL);
  return (
    <p className={missing ? 'admin-missing-count admin-missing-count--some' : 'admin-missing-count'} data-testid="korean-count">
      {w.count(missing, total, w[what])}
    </p>
  );
}

/**
 * One text in both languages: the English and the Korean control side by side, each labelled with the field and its
 * language, each with its own refusal note. `control` draws a control from its id, language and described-by.
 */
export function BilingualField({
  id,
  label,
  fields,
  errors,
  control,
}: {
  id: string;
  label: string;
  /** the form's names of the two fields, as a refusal names them (`title`, `ko.title`) */
  fields: readonly [english: string, korean: string];
  errors: FormErrors;
  control: (props: {
    id: string;
    lang: 'en' | 'ko';
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const w = useWords(BILINGUAL);
  const side = (lang: 'en' | 'ko', field: string, text: string) => {
    const controlId = `${id}-${lang}`;
    const noteId = `${controlId}-error`;
    return (
      <div className="field">
        <label htmlFor={controlId}>{text}</label>
        {control({
          id: controlId,
          lang,
          'aria-invalid': errors.invalid(field),
          'aria-describedby': errors.describedBy(field, noteId),
        })}
        <FieldNote id={noteId} text={errors.of(field)} />
      </div>
    );
  };
  return (
    <div className="admin-bilingual">
      {side('en', fields[0], w.english(label))}
      {side('ko', fields[1], w.korean(label))}
    </div>
  );
}
