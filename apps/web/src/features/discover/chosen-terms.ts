/**
 * The genres, tone and keywords a Discover address chooses, by name. Keyword lists hold only the 500 most used, so the
 * chosen keywords are asked for by id (`GET /keyword?ids=…`); a chosen term no list has (an old or mistyped
 * address) is unknown: left out of the filter and, once, said so.
 */
import type { Term } from '@klama/contract';
import { useKeywordsById } from '../../api/catalogue';
import type { DiscoverFilters } from '../../api/paths';

type Lists = { genres: Term[] | undefined; tones: Term[] | undefined; keywords: Term[] | undefined };

export type ChosenTerms = {
  /** the filters without the unknown terms: what the page asks the API for and writes in the address */
  known: DiscoverFilters;
  /** whether the address chose a term that does not exist */
  hadUnknown: boolean;
  /** the keyword options: the most used and the chosen ones */
  keywordOptions: Term[];
  /** every term known by id, for the chips' labels */
  genres: Term[];
  tones: Term[];
  keywords: Term[];
};

export function useChosenTerms(filters: DiscoverFilters, { genres, tones, keywords }: Lists): ChosenTerms {
  const chosen = useKeywordsById(filters.keyword);
  const keywordOptions = [...(keywords ?? []), ...(chosen.data ?? []).filter((k) => !keywords?.some((o) => o.id === k.id))];
  // an id is unknown only once its list has answered without it
  const missing = (ids: number[], list: Term[] | undefined) => (list ? ids.filter((id) => !list.some((t) => t.id === id)) : []);
  const genre = missing(filters.genre, genres);
  const keyword = missing(filters.keyword, chosen.data);
  const tone = filters.tone !== null && missing([filters.tone], tones).length > 0;
  const hadUnknown = genre.length > 0 || keyword.length > 0 || tone;
  const known = hadUnknown
    ? {
        ...filters,
        genre: filters.genre.filter((id) => !genre.includes(id)),
        keyword: filters.keyword.filter((id) => !keyword.includes(id)),
        tone: tone ? null : filters.tone,
      }
    : filters;
  return { known, hadUnknown, keywordOptions, genres: genres ?? [], tones: tones ?? [], keywords: keywordOptions };
}
