import type { TFunction } from '../../i18n';
import { PAGE_CATEGORY_TYPES, type PageCategoryType } from '../../config/lists';
import type { ListSource } from '../../api/lists';
import { paths, type ListPage } from '../../api/paths';
import { catalogueKeys } from '../../api/catalogue-keys';
import type { MetaT } from '../../lib/faq';
import { prettifySlug, toSlug } from '../../lib/slug';
import { yearPath } from '../../lib/routes';

export const isCategoryType = (type: string): type is PageCategoryType => (PAGE_CATEGORY_TYPES as readonly string[]).includes(type);

/** Which API list backs each category screen. */
export function categorySource(type: PageCategoryType, id: string): ListSource {
  const key = catalogueKeys.category(type, id);
  switch (type) {
    case 'provider':
      return { key, list: paths.lists.provider(id) };
    case 'cast':
      return { key, list: paths.lists.cast(id), popular: true };
    case 'crew':
      return { key, list: paths.lists.crew(id), popular: true };
    default:
      return { key, list: paths.lists.category(type, id) };
  }
}

/** Spec §2 Category pages: crew adds its single job in brackets, cast the name, year the year, else the prettified name. */
export function categoryTitle(type: PageCategoryType, slug: string, id: string, data?: Pick<ListPage, 'name' | 'jobs'>): string {
  if (type === 'year') return id;
  const name = data?.name || prettifySlug(slug);
  if (type === 'crew' && data?.jobs?.length === 1) return `${name} (${data.jobs[0]})`;
  return name;
}

/** Spec §2 descriptions (English keeps its typo, 'relased'), in the page's language. */
export const categoryDescription = (t: TFunction<'category'>, type: PageCategoryType, name: string): string =>
  t(`description.${type}`, { name });

/** The document title: what the page offers, then the site's name as every other page carries it. */
export const categoryPageTitle = (t: MetaT, type: PageCategoryType, name: string) => t(`category.title.${type}`, { name });

export const categoryHasImage = (type: PageCategoryType) => isPersonType(type) || type === 'provider';
/** A cast or crew member's page: a person's header, their shows in the address's order. */
export const isPersonType = (type: PageCategoryType) => type === 'cast' || type === 'crew';

/** The one address of a category page: its name's slug (the catalogue's name, as every link to it is made), `released` for a year. */
export const canonicalCategoryPath = (type: PageCategoryType, name: string, id: string): string =>
  type === 'year' ? yearPath(id) : `/${type}/${toSlug(name)}/${id}`;
