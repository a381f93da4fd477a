// The long-tail visitor mix of `bench:api`: at least `perKind` distinct URLs per call kind, picked from the
// catalogue itself (through the API) with a fixed seed, so every run and every build asks the same questions.

/** A small deterministic generator (mulberry32): the same URLs for the same catalogue. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SORTS = ['date_desc', 'date_asc', 'name_asc', 'original_name_asc'];
const LIMIT = 30; // the web app's desktop page size
const HANGUL = /[\uac00-\ud7a3]/;

/** Replaces one inner letter by its neighbour in the alphabet: what a hurried typist does. */
function typo(word, rand) {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const c = word[i];
  const next = c === 'z' ? 'y' : c === 'Z' ? 'Y' : String.fromCharCode(c.charCodeAt(0) + 1);
  return word.slice(0, i) + next + word.slice(i + 1);
}

export async function longTailUrls(base, perKind) {
  const rand = random(20261123);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const get = async (path) => {
    const res = await fetch(`${base}/api${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };

  // a sample of shows spread over the whole catalogue (alphabetical pages picked at random)
  const first = await get(`/show?sort=name_asc&limit=100&page=1`);
  const shows = [...first.results];
  for (let i = 0; i < 6 && first.totalPages > 1; i++)
    shows.push(...(await get(`/show?sort=name_asc&limit=100&page=${1 + Math.floor(rand() * first.totalPages)}`)).results);
  const unique = [...new Map(shows.map((s) => [s.id, s])).values()];
  const genres = await get('/genre');
  const tones = await get('/tone');
  const keywords = (await get('/keyword')).slice(0, 60);

  const distinct = (make) => {
    const urls = new Set();
    for (let tries = 0; urls.size < perKind && tries < perKind * 50; tries++) {
      const url = make();
      if (url) urls.add(url);
    }
    return [...urls];
  };

  const search = (query) => `/api/show/search?query=${encodeURIComponent(query)}`;
  const latin = unique.filter((s) => /^[A-Za-z]/.test(s.name));
  const hangul = unique.filter((s) => HANGUL.test(s.original_name));
  const searchMakers = [
    () => {
      const name = pick(latin).name;
      return search(name.slice(0, 2 + Math.floor(rand() * 4))); // a prefix, as typed
    },
    () => search(pick(unique).name), // a whole title
    () => {
      const word = pick(latin)
        .name.split(/\s+/)
        .find((w) => w.length >= 5);
      return word && search(typo(word, rand));
    },
    () => search(pick(hangul).original_name), // a Hangul title
    () => {
      const syllables = [...pick(hangul).original_name.replace(/\s+/g, '')].filter((c) => HANGUL.test(c));
      return syllables.length >= 2 && search(syllables.slice(0, 2).join('')); // two syllables
    },
  ];
  let turn = 0;
  const searchUrls = distinct(() => searchMakers[turn++ % searchMakers.length]());

  const discoverUrls = distinct(() => {
    const params = new URLSearchParams();
    params.set('genre', String(pick(genres).id));
    params.set('tone', String(pick(tones).id));
    const kw = new Set(Array.from({ length: Math.floor(rand() * 3) }, () => pick(keywords).id));
    if (kw.size) params.set('keyword', [...kw].join(','));
    params.set('page', String(1 + Math.floor(rand() * 3)));
    params.set('limit', String(LIMIT));
    return `/api/show?${params}`;
  });

  const detailsUrls = distinct(() => `/api/show/details/${pick(unique).id}`);

  // category lists: every sort, pages up to 40 where the category has them
  const categories = [
    ...genres.map((g) => ['genre', g.id]),
    ...tones.map((t) => ['tone', t.id]),
    ...keywords.slice(0, 20).map((k) => ['keyword', k.id]),
    ...[2015, 2018, 2020, 2022, 2024].map((y) => ['year', y]),
  ];
  const pagesOf = new Map();
  for (const [type, key] of categories) pagesOf.set(`${type}/${key}`, (await get(`/show/list/${type}/${key}?limit=${LIMIT}`)).totalPages);
  const withPages = categories.filter(([type, key]) => pagesOf.get(`${type}/${key}`) > 0);
  const deep = withPages.filter(([type, key]) => pagesOf.get(`${type}/${key}`) >= 10);
  const categoryUrls = distinct(() => {
    // half of the asks go deep (pages 10–40) where a category is that long
    const [type, key] = rand() < 0.5 && deep.length ? pick(deep) : pick(withPages);
    const pages = Math.min(40, pagesOf.get(`${type}/${key}`));
    const page = 1 + Math.floor(rand() * pages);
    return `/api/show/list/${type}/${key}?sort=${pick(SORTS)}&page=${page}&limit=${LIMIT}`;
  });

  // the same details in Korean (decision 0049): the Korean text's coalesce on the same single-row read
  const detailsKoUrls = detailsUrls.map((url) => `${url}?language=ko`);
  return { search: searchUrls, discover: discoverUrls, details: detailsUrls, 'details ko': detailsKoUrls, 'category lists': categoryUrls };
}
