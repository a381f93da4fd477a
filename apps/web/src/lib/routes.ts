/** Builders for every internal link, so a route's shape is written once. */
import { toSlug } from './slug';

export const detailsPath = (id: number) => `/details/${id}`;
export const yearPath = (year: string | number) => `/year/released/${year}`;
export const genrePath = (name: string, id: number) => `/genre/${toSlug(name)}/${id}`;
export const keywordPath = (name: string, id: number) => `/keyword/${toSlug(name)}/${id}`;
export const providerPath = (name: string, id: number) => `/provider/${toSlug(name)}/${id}`;
export const castPath = (name: string, id: number) => `/cast/${toSlug(name)}/${id}`;
export const crewPath = (name: string, id: number) => `/crew/${toSlug(name)}/${id}`;
export const collectionPath = (key: string) => `/collection/${key}`;
