import { PAGE_CATEGORY_TYPES, type PageCategoryType } from '../../config/lists';
import type { ListSource } from '../../api/lists';
import { paths, type ListPage } from '../../api/paths';
import { prettifySlug } from '../../lib/slug';

export const isCategoryType = (type: string): type is PageCategoryType => (PAGE_CATEGORY_TYPES as readonly string[]).includes(type);

/** Which API list backs each category screen. */
export function categorySource(type: PageCategoryType, id: string): ListSource {
  const key = ['category', type, id] as const;
  switch (type) {
    case 'provider':
      return { key, list: paths.lists.provider(id) };
    case 'cast':
      return { key, list: paths.lists.cast(id) };
    case 'crew':
      return { key, list: paths.lists.crew(id) };
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

/** Spec §2 descriptions, typos included ('relased'). */
export function categoryDescription(type: PageCategoryType, name: string): string {
  switch (type) {
    case 'provider':
      return `Dramas streaming on ${name}`;
    case 'cast':
      return `Dramas starring ${name}`;
    case 'crew':
      return `Dramas created by ${name}`;
    case 'year':
      return `Dramas relased in year ${name}`;
    case 'genre':
      return `Dramas in the genre ${name}`;
    default:
      return `Dramas with the ${type} ${name}`;
  }
}

/** The document title: what the page offers, then the site's name as every other page carries it. */
export const categoryPageTitle = (type: PageCategoryType, name: string) => `${categoryTitleText(type, name)} | K-lama`;

function categoryTitleText(type: PageCategoryType, name: string): string {
  switch (type) {
    case 'genre':
      return `Best ${name} Korean Dramas | Top ${name} K-Dramas to Watch`;
    case 'year':
      return `Best Korean Dramas of ${name} | Top ${name} K-Dramas`;
    case 'provider':
      return `Best Korean Dramas on ${name} | Where to Watch K-Dramas`;
    case 'keyword':
      return `Best ${name} Korean Dramas | Must-Watch K-Dramas`;
    case 'cast':
      return `${name} Korean Dramas List | Best K-Dramas Starring ${name}`;
    case 'crew':
      return `Korean Dramas created by ${name} | ${name} K-Dramas List`;
  }
}

export const categoryHasImage = (type: PageCategoryType) => type === 'cast' || type === 'crew' || type === 'provider';
