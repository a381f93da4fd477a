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

export function CollectionPage() {
  const { collectionName = '' } = useParams();
  const key = collectionKeyFromName(collectionName);
  if (!key) return <UnknownCollection collectionName={collectionName} />;
  const renderHeader = (first: ListPage | undefined) => {
    const name = first?.name ?? prettifySlug(collectionName);
    const description = first?.description ?? '';
    const names = (first?.results ?? []).slice(0, 5).map((s) => s.name);
    return (
      <>
        <PageMeta
          title={`${name} | Curated Korean Drama Collection | K-lama`}
          description={description || `${name}: a curated collection of Korean dramas.`}
          path={`/collection/${collectionName}`}
          faqs={bestDramasFaq(`Why are ${name} K-Dramas popular?`, names)}
        />
        <ListHeader title={name} description={description} />
      </>
    );
  };
  return <ListScreen key={key} source={{ key: ['collection', key], list: paths.lists.collection(key) }} header={renderHeader} />;
}

function UnknownCollection({ collectionName }: { collectionName: string }) {
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta
        title="Collection not found | K-lama"
        description="This collection does not exist."
        path={`/collection/${collectionName}`}
      />
      <ErrorPage title="Collection not found" message={`There is no collection called "${prettifySlug(collectionName)}".`} />
    </div>
  );
}
