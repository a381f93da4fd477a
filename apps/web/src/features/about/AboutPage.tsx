import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { useProfile } from '../../api/catalogue';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { siteBase, withSiteAddress } from '../../lib/site';
import { useErrorText } from '../../api/error-text';
import { aboutNamespace } from '../../i18n/messages/en/about';

// react-markdown is only downloaded by the About page
const SafeMarkdown = lazy(() => import('../../components/SafeMarkdown'));

/** Removes a leading "# About K-lama" so the page heading is not repeated. */
export const withoutLeadingTitle = (markdown: string) => markdown.replace(/^\s*#\s+About K-lama\s*\n/, '');

export function AboutPage() {
  const { t } = useTranslation(aboutNamespace);
  const errorText = useErrorText().message;
  const profile = useProfile();
  return (
    <div className="page narrow about">
      <PageMeta title={t('title')} description={t('description')} path="/about" />
      <h1 className="page-title">{t('title')}</h1>
      {profile.isPending && <Spinner />}
      {profile.isError && (
        <p className="message message--error" role="alert">
          {errorText(profile.error)}
        </p>
      )}
      {profile.data && (
        <Suspense fallback={<Spinner />}>
          <SafeMarkdown markdown={withSiteAddress(withoutLeadingTitle(profile.data.about), siteBase())} />
        </Suspense>
      )}
    </div>
  );
}
