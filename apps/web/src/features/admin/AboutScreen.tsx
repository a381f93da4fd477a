/** The About text: a Markdown editor beside a live preview drawn by the About page's own safe renderer. */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSaveAbout } from '../../api/admin';
import { useProfile } from '../../api/catalogue';
import { Spinner } from '../../components/States';
import { siteBase, withSiteAddress } from '../../lib/site';
import { ErrorNote, SavedNote } from './ErrorNote';
import { FieldNote, useFormErrors } from './field-errors';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, TextArea } from '../../components/FormControls';

const SafeMarkdown = lazy(() => import('../../components/SafeMarkdown'));
const MAX = 20_000;
const FIELDS = ['about'];

export function AboutScreen() {
  const { t } = useTranslation(adminNamespace);
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('loading')} />;
  if (profile.error) return <ErrorNote error={profile.error} />;
  return <AboutEditor initial={profile.data.about} />;
}

function AboutEditor({ initial }: { initial: string }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const save = useSaveAbout();
  const [saved, setSaved] = useState(initial);
  const [text, setText] = useState(initial);
  const dirty = text !== saved;
  const errors = useFormErrors(save.error, FIELDS);
  return (
    <section className="admin-section" aria-labelledby="admin-about-title">
      <h2 id="admin-about-title">{t('about.title')}</h2>
      <p className="message">{t('about.intro')}</p>
      <div className="admin-about">
        <div className="field admin-about__editor">
          <label htmlFor={`${id}-text`}>{t('about.editor')}</label>
          <TextArea
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={24}
            maxLength={MAX}
            spellCheck
            aria-invalid={errors.invalid('about')}
            aria-describedby={errors.describedBy('about', `${id}-text-error`)}
          />
          <FieldNote id={`${id}-text-error`} text={errors.of('about')} />
          <p className="field__hint">{t('about.characters', { count: text.length, max: MAX })}</p>
        </div>
        <div className="admin-about__preview" aria-labelledby={`${id}-preview`} role="region">
          <h3 id={`${id}-preview`}>{t('about.preview')}</h3>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <SafeMarkdown markdown={withSiteAddress(text, siteBase())} />
          </Suspense>
        </div>
      </div>
      <ErrorNote error={save.error} form={errors} />
      {!dirty && save.isSuccess && <SavedNote text={t('saved')} />}
      <div className="admin__actions">
        {dirty && <span className="message">{t('about.unsaved')}</span>}
        <Button
          variant="primary"
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate(text, { onSuccess: (profile) => setSaved(profile.about) })}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </section>
  );
}
