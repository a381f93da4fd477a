import { useTranslation } from '../../i18n/react';
import { useLocation, useParams } from 'react-router';
import type { PageCategoryType } from '../../config/lists';
import { Avatar } from '../../components/Avatar';
import { ListHeader, ListScreen } from '../../components/ListScreen';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage } from '../../components/States';
import { CanonicalRedirect, useResponseStatus } from '../../app/response-status';
import { bestDramasFaq, type Faq } from '../../lib/faq';
import type { ListPage } from '../../api/paths';
import { displayTitle } from '../../lib/show';
import { jobLabel } from '../../lib/jobs';
import { useLanguage } from '../../stores/general';
import {
  canonicalCategoryPath,
  categoryDescription,
  categoryHasImage,
  categoryPageTitle,
  categorySource,
  categoryTitle,
  isCategoryType,
  isPersonType,
} from './category';
import { categoryNamespace } from '../../i18n/messages/en/category';
import { metaNamespace } from '../../i18n/messages/en/meta';
import { useTermName } from '../../lib/terms';
import { personJsonLd } from '../../lib/json-ld';
import { pageUrl } from '../../lib/site';
import { decodedPath } from '../../lib/slug';
import { PersonHeader } from './PersonHeader';

export function CategoryPage() {
  const { categoryType = '', categoryName = '', categoryId = '' } = useParams();
  if (!isCategoryType(categoryType)) return <UnsupportedCategory path={`/${categoryType}/${categoryName}/${categoryId}`} />;
  // a new category remounts the screen, so its list and sort start afresh
  return <Category key={`${categoryType}/${categoryId}`} type={categoryType} slug={categoryName} id={categoryId} />;
}

function UnsupportedCategory({ path }: { path: string }) {
  const { t } = useTranslation(categoryNamespace);
  const { t: tCommon } = useTranslation();
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta title={t('unsupported.metaTitle')} description={t('unsupported.message')} path={path} />
      <ErrorPage title={tCommon('notFound.title')} message={t('unsupported.message')} />
    </div>
  );
}

function Category({ type, slug, id }: { type: PageCategoryType; slug: string; id: string }) {
  const { t } = useTranslation(categoryNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const termName = useTermName();
  // a genre's name is the taxonomy's, said in the page's language; other categories are named as the catalogue has them
  const localName = (name: string) => (type === 'genre' ? termName('genres', name) : name);
  const { pathname } = useLocation();
  const path = type === 'year' ? `/year/released/${id}` : `/${type}/${slug}/${id}`;
  const renderHeader = (first: ListPage | undefined) => {
    // another slug for this id (an old name, a hand-typed link): the page has one address
    const canonical = first?.name !== undefined ? canonicalCategoryPath(type, first.name, id) : undefined;
    // (the address's path is percent-encoded, a Hangul slug included)
    if (canonical && canonical !== decodedPath(pathname)) return <CanonicalRedirect to={canonical} />;
    const title = localName(
      categoryTitle(type, slug, id, first && { name: first.name, jobs: first.jobs?.map((job) => jobLabel(tCommon, job)) }),
    );
    const plainName = type === 'year' ? id : localName(first?.name || title);
    const names = (first?.results ?? []).slice(0, 5).map((s) => displayTitle(s, language));
    const description = categoryDescription(t, type, plainName);
    const faqs: Faq[] = [
      {
        question: tMeta('category.whereQuestion', { name: plainName }),
        answer: tMeta('category.whereAnswer', { description: language === 'kr' ? description : description.toLowerCase() }),
      },
      ...bestDramasFaq(tMeta, tMeta('category.bestQuestion', { name: plainName }), names),
    ];
    const person = isPersonType(type);
    return (
      <>
        <PageMeta
          title={categoryPageTitle(tMeta, type, plainName)}
          description={`${description}.`}
          path={path}
          faqs={faqs}
          jsonLd={person && first?.name ? [personJsonLd({ ...first, name: first.name }, pageUrl(language, path), language)] : []}
        />
        {person ? (
          <PersonHeader title={title} description={description} person={first} />
        ) : (
          <ListHeader
            title={title}
            description={description}
            image={categoryHasImage(type) ? <Avatar path={first?.img_path} name={plainName} size={96} square /> : undefined}
          />
        )}
      </>
    );
  };
  return <ListScreen source={categorySource(type, id)} header={renderHeader} sortInAddress={isPersonType(type)} />;
}
