import { useParams } from 'react-router';
import { MESSAGES } from '@klama/contract';
import type { PageCategoryType } from '../../config/lists';
import { Avatar } from '../../components/Avatar';
import { ListHeader, ListScreen } from '../../components/ListScreen';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage } from '../../components/States';
import { useResponseStatus } from '../../app/response-status';
import { bestDramasFaq, type Faq } from '../../lib/faq';
import type { ListPage } from '../../api/paths';
import { categoryDescription, categoryHasImage, categoryPageTitle, categorySource, categoryTitle, isCategoryType } from './category';

export function CategoryPage() {
  const { categoryType = '', categoryName = '', categoryId = '' } = useParams();
  if (!isCategoryType(categoryType)) return <UnsupportedCategory path={`/${categoryType}/${categoryName}/${categoryId}`} />;
  // a new category remounts the screen, so its list and sort start afresh
  return <Category key={`${categoryType}/${categoryId}`} type={categoryType} slug={categoryName} id={categoryId} />;
}

function UnsupportedCategory({ path }: { path: string }) {
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta title="Unsupported category | K-lama" description={MESSAGES.unsupportedCategoryType} path={path} />
      <ErrorPage title="Page not found" message={MESSAGES.unsupportedCategoryType} />
    </div>
  );
}

function Category({ type, slug, id }: { type: PageCategoryType; slug: string; id: string }) {
  const path = type === 'year' ? `/year/released/${id}` : `/${type}/${slug}/${id}`;
  const renderHeader = (first: ListPage | undefined) => {
    const title = categoryTitle(type, slug, id, first);
    const plainName = type === 'year' ? id : first?.name || title;
    const names = (first?.results ?? []).slice(0, 5).map((s) => s.name);
    const faqs: Faq[] = [
      {
        question: `Where can I watch ${plainName} Korean dramas?`,
        answer: `K-lama lists where to stream every drama, including these ${categoryDescription(type, plainName).toLowerCase()}.`,
      },
      ...bestDramasFaq(`What are the best ${plainName} K-Dramas?`, names),
    ];
    return (
      <>
        <PageMeta
          title={categoryPageTitle(type, plainName)}
          description={`${categoryDescription(type, plainName)}.`}
          path={path}
          faqs={faqs}
        />
        <ListHeader
          title={title}
          description={categoryDescription(type, plainName)}
          image={
            categoryHasImage(type) ? <Avatar path={first?.img_path} name={plainName} size={96} square={type === 'provider'} /> : undefined
          }
        />
      </>
    );
  };
  return <ListScreen source={categorySource(type, id)} header={renderHeader} />;
}
