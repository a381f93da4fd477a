import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { ListHeader, ListScreen } from '../../components/ListScreen';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage } from '../../components/States';
import { useResponseStatus } from '../../app/response-status';
import { collectionKeyFromName } from '../../lib/collection-key';
import { bestDramasFaq } from '../../lib/faq';
import { prettifySlug } from '../../lib/slug';
import type { ListPage } from '../../api/paths';
import { paths } from '../../api/paths';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { collectionNamespace } from '../../i18n/messages/en/collection';
import { metaNamespace } from '../../i18n/messages/en/meta';
import { catalogueKeys } from '../../api/catalogue-keys';

export function CollectionPage() {
  const { t } = useTranslation(collectionNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const language = useLanguage();
  const { collectionName = '' } = useParams();
  const key = collectionKeyFromName(collectionName);
  if (!key) return <UnknownCollection collectionName={collectionName} />;
  const renderHeader = (first: ListPage | undefined) => {
    // the catalogue's own name and description, in the page's language (decision 0054); the web's names of the fixed
    // collections only until it answers
    const korean = language === 'kr';
    const name = first?.name ?? (korean ? t(`names.${key}.name`) : prettifySlug(collectionName));
    const description = first?.description ?? (korean ? t(`names.${key}.description`) : '');
    const names = (first?.results ?? []).slice(0, 5).map((s) => displayTitle(s, language));
    return (
      <>
        <PageMeta
          title={tMeta('collection.title', { name })}
          description={description || tMeta('collection.description', { name })}
          path={`/collection/${collectionName}`}
          faqs={bestDramasFaq(tMeta, tMeta('collection.popularQuestion', { name }), names)}
        />
        <ListHeader title={name} description={description} />
      </>
    );
  };
  return (
    <ListScreen
      key={key}
      source={{ key: catalogueKeys.collection(key), list: paths.lists.collection(key), curated: true }}
      header={renderHeader}
    />
  );
}

function UnknownCollection({ collectionName }: { collectionName: string }) {
  const { t } = useTranslation(collectionNamespace);
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} path={`/collection/${collectionName}`} />
      <ErrorPage title={t('notFound.title')} message={t('notFound.message', { name: prettifySlug(collectionName) })} />
    </div>
  );
}
