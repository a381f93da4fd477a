/**
 * The About text in English and Korean (decision 0054): two Markdown editors side by side (stacked on a phone), each
 * with a live preview (of either, one at a time) drawn by the About page's own safe renderer. An empty Korean text is none: Korean readers see
 * the English.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { AdminProfile } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useAdminProfile, useSaveAbout } from '../../api/admin';
import { Spinner } from '../../components/States';
import { siteBase, withSiteAddress } from '../../lib/site';
import { ErrorNote, SavedNote } from './ErrorNote';
import { useFormErrors } from './field-errors';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, TextArea } from '../../components/FormControls';
import { aboutGaps, BilingualField, BILINGUAL, KoreanMark } from './bilingual';
import { useWords } from './screen-words';

const SafeMarkdown = lazy(() => import('../../components/SafeMarkdown'));
const MAX = 20_000;
const FIELDS = ['about', 'ko.about'];
const LANGUAGES = ['en', 'ko'] as const;

export function AboutScreen() {
  const { t } = useTranslation(adminNamespace);
  const profile = useAdminProfile();
  if (profile.isPending) return <Spinner label={t('loading')} />;
  if (profile.error) return <ErrorNote error={profile.error} />;
  return <AboutEditor initial={profile.data} />;
}

type Texts = { en: string; ko: string };
const textsOf = (p: AdminProfile): Texts => ({ en: p.about, ko: p.ko.about ?? '' });

function AboutEditor({ initial }: { initial: AdminProfile }) {
  const { t } = useTranslation(adminNamespace);
  const w = useWords(BILINGUAL);
  const id = useId();
  const save = useSaveAbout();
  const [saved, setSaved] = useState(() => textsOf(initial));
  const [text, setText] = useState(() => textsOf(initial));
  const dirty = text.en !== saved.en || text.ko !== saved.ko;
  const errors = useFormErrors(save.error, FIELDS);
  const [preview, setPreview] = useState<'en' | 'ko'>('en');
  const previewName = (lang: 'en' | 'ko') => (lang === 'en' ? w.english(t('about.preview')) : w.korean(t('about.preview')));
  const stored: AdminProfile = { about: saved.en, ko: { about: saved.ko || null } };
  const gaps = aboutGaps(stored);
  return (
    <section className="admin-section" aria-labelledby="admin-about-title">
      <div className="admin-section__head">
        <h2 id="admin-about-title">{t('about.title')}</h2>
        <KoreanMark gaps={gaps} of={{ about: [stored.about, stored.ko.about] }} labels={{ about: t('about.title') }} />
      </div>
      <p className="message">{t('about.intro')}</p>
      <p className={gaps.length ? 'admin-missing-count admin-missing-count--some' : 'admin-missing-count'} data-testid="korean-count">
        {gaps.length ? w.aboutMissing : w.aboutComplete}
      </p>
      <BilingualField
        id={`${id}-text`}
        label={t('about.editor')}
        fields={['about', 'ko.about']}
        errors={errors}
        control={({ lang, ...props }) => (
          <TextArea
            {...props}
            lang={lang}
            className="admin-about__text"
            value={text[lang]}
            onChange={(e) => setText({ ...text, [lang]: e.target.value })}
            rows={18}
            maxLength={MAX}
            spellCheck
          />
        )}
      />
      <p className="field__hint">
        {t('about.characters', { count: text.en.length, max: MAX })} · {t('about.characters', { count: text.ko.length, max: MAX })}
      </p>
      <div className="admin__actions" role="group" aria-label={t('about.preview')}>
        {LANGUAGES.map((lang) => (
          <Button key={lang} size="small" aria-pressed={preview === lang} onClick={() => setPreview(lang)}>
            {previewName(lang)}
          </Button>
        ))}
      </div>
      {/* one preview at a time: the page's landmarks (a code block's region) stay unique */}
      <div className="admin-about__preview" aria-labelledby={`${id}-preview`} role="region" lang={preview}>
        <h3 id={`${id}-preview`}>{previewName(preview)}</h3>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          {/* what Korean readers see: the English while there is no Korean */}
          <SafeMarkdown markdown={withSiteAddress(text[preview] || (preview === 'ko' ? text.en : ''), siteBase())} />
        </Suspense>
      </div>
      <ErrorNote error={save.error} form={errors} />
      {!dirty && save.isSuccess && <SavedNote text={t('saved')} />}
      <div className="admin__actions">
        {dirty && <span className="message">{t('about.unsaved')}</span>}
        <Button
          variant="primary"
          disabled={!dirty || save.isPending}
          onClick={() =>
            save.mutate(
              { about: text.en, ko: { about: text.ko.trim() ? text.ko : null } },
              { onSuccess: (profile) => setSaved(textsOf(profile)) },
            )
          }
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </section>
  );
}
