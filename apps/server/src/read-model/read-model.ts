/**
 * The catalogue's read model: show lists, the title search index and people search, in memory per instance.
 * Built on first use, rebuilt off the request path when the catalogue changes: requests keep the
 * old model until the new one is complete, then it is swapped in whole.
 */
import type { Queryable } from '../db/client.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { loadCatalogueSnapshot } from './load-catalogue-snapshot.js';
import type { TitleSearchIndex } from '../search/index/title-search-index.js';
import { loadSearchIndex } from './load-search-index.js';
import { loadPeopleIndex, type PeopleIndex } from './people-index.js';
import { warmUpSearch } from './warm-up.js';

export interface CatalogueModel {
  catalogue: CatalogueSnapshot;
  search: TitleSearchIndex;
  people: PeopleIndex;
}

export async function buildCatalogueModel(db: Queryable): Promise<CatalogueModel> {
  const loaded = await loadCatalogueSnapshot(db);
  const model = { catalogue: loaded.snapshot, search: await loadSearchIndex(db, loaded), people: await loadPeopleIndex(db, loaded) };
  warmUpSearch(model);
  return model;
}

export class ReadModel {
  private model: Promise<CatalogueModel> | null = null;
  private building: Promise<void> | null = null;
  private stale = false;

  constructor(private readonly build: () => Promise<CatalogueModel>) {}

  /** The current model (the first call builds it). */
  current(): Promise<CatalogueModel> {
    if (!this.model) {
      this.model = this.build();
      this.model.catch(() => (this.model = null)); // a failed first build is retried by the next request
    }
    return this.model;
  }

  /** Builds a new model and swaps it in; calls during a build coalesce into one more build after it. */
  rebuild(): Promise<void> {
    if (!this.model) return this.current().then(() => undefined);
    if (this.building) {
      this.stale = true;
      return this.building;
    }
    this.building = (async () => {
      try {
        do {
          this.stale = false;
          const next = await this.build();
          this.model = Promise.resolve(next);
        } while (this.stale);
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
