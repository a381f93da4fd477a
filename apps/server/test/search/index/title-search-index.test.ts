// The in-memory title search (title-search-index.ts) built from hand-written search rows: who is found, in which
// order (id > exact > prefix > substring, then the shortest matching title, then popularity; typo matches by pg_trgm
// score, then popularity), and which typos are forgiven. Fuzzy scores quoted below are PostgreSQL's pg_trgm
// (greatest(similarity(term, q), word_similarity(q, term)), psql against 127.0.0.1:5432).
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../../src/read-model/catalogue-snapshot.js';
import type { Queryable } from '../../../src/db/client.js';
import { loadSearchIndex } from '../../../src/read-model/load-search-index.js';
import { TitleSearchIndex, type SearchTermRow } from '../../../src/search/index/title-search-index.js';
import { compactTitle, normalizeTitle } from '../../../src/search-terms/normalize.js';

interface Show {
  id: number;
  titles: string[];
}

/** The index over `shows` (positions in the given order), `popular` listing their ids most popular first. */
function build(shows: Show[], popular: number[]) {
  const rows: SearchTermRow[] = shows.flatMap((show, pos) =>
    show.titles.map((title) => ({ pos, term: normalizeTitle(title), compact: compactTitle(title) })),
  );
  const rank = Int32Array.from(shows, (show) => popular.indexOf(show.id));
  expect([...rank].sort((a, b) => a - b)).toEqual([...shows.keys()]);
  const index = new TitleSearchIndex(rows, rank, (id) => {
    const pos = shows.findIndex((show) => show.id === id);
    return pos < 0 ? undefined : pos;
  });
  const ids = (positions: number[]) => positions.map((pos) => shows[pos]!.id);
  return {
    search: (query: string, limit = 20) => ids(index.search(query, limit)),
    titleSearch: (query: string, limit = 20) => ids(index.titleSearch(query, limit)),
  };
}

// A small catalogue in id order (positions); 110, 111, 2000, 2001 and the last three are made up for the cases.
const CATALOGUE: Show[] = [
  { id: 90, titles: ['Class of 90'] },
  { id: 101, titles: ['Goblin', 'Guardian: The Lonely and Great God', '쓸쓸하고 찬란하神 도깨비', '도깨비'] },
  { id: 102, titles: ['Crash Landing on You', '사랑의 불시착', 'sarangui bulsichak'] },
  { id: 103, titles: ['Love Alarm', '좋아하면 울리는'] },
  { id: 104, titles: ['Lovely Runner', '선재 업고 튀어'] },
  { id: 105, titles: ['My Love from the Star', '별에서 온 그대'] },
  { id: 106, titles: ['Reply 1988', '응답하라 1988'] },
  { id: 107, titles: ['Squid Game', '오징어 게임'] },
  { id: 108, titles: ['Squid Game 2'] },
  { id: 109, titles: ['Autumn in My Heart', '가을동화'] },
  { id: 110, titles: ['Goblins Club'] },
  { id: 111, titles: ['The Goblin King of the North'] },
  { id: 1988, titles: ['Hospital Playlist', '슬기로운 의사생활'] },
  { id: 2000, titles: ['Love'] },
  { id: 2001, titles: ['Love Storm'] },
  { id: 1234567890, titles: ['Ten Digits'] },
];
const POPULAR = [102, 104, 2001, 2000, 106, 111, 101, 105, 103, 108, 107, 110, 109, 1988, 90, 1234567890];

describe('title search: direct hits', () => {
  const fixture = () => build(CATALOGUE, POPULAR);

  it('ranks exact, then prefix, then substring; inside a tier the shortest matching title, then popularity', () => {
    const { search, titleSearch } = fixture();
    // love (exact); lovestorm and lovealarm (prefix, 9: the more popular first); lovelyrunner (prefix, 12, though
    // more popular than both, and though its show has a shorter title, 선재업고튀어, that does not match);
    // mylovefromthestar (substring)
    expect(search('love')).toEqual([2000, 2001, 103, 104, 105]);
    expect(titleSearch('love')).toEqual([2000, 2001, 103, 104, 105]);
    expect(search('Love', 3)).toEqual([2000, 2001, 103]);
    expect(titleSearch('LOVE', 1)).toEqual([2000]);
    // squidgame (9) before squidgame2 (10), though less popular
    expect(search('squid')).toEqual([107, 108]);
    expect(search('squid game')).toEqual([107, 108]);
    expect(titleSearch('squid game', 1)).toEqual([107]);
  });

  it('goblin: exact, prefix, substring; three characters match titles holding them', () => {
    const { search, titleSearch } = fixture();
    expect(search('goblin')).toEqual([101, 110, 111]);
    expect(search('goblin', 2)).toEqual([101, 110]);
    expect(search('goblin', 1)).toEqual([101]);
    expect(search('gob')).toEqual([101, 110, 111]);
    expect(search('lin')).toEqual([101, 110, 111]); // substrings of goblin, goblinsclub, thegoblinking…
    // goblinking: the goblin king… directly, then goblin and goblins club by pg_trgm (both 0.545: by popularity)
    expect(titleSearch('goblinking')).toEqual([111, 101, 110]);
    expect(titleSearch('goblinking', 2)).toEqual([111, 101]);
    expect(search('goblinking', 2)).toEqual([111, 101]);
    expect(titleSearch('kingofthenorth')).toEqual([111]);
  });

  it('one character matches title prefixes only', () => {
    const { search, titleSearch } = fixture();
    // goblin (6) and guardian… start with g; goblinsclub (11); not thegoblinking… nor hospitalplaylist
    expect(search('g')).toEqual([101, 110]);
    expect(search('g', 1)).toEqual([101]);
    expect(search('h')).toEqual([1988]);
    expect(search('z')).toEqual([]);
    // nor titles holding it as a word: no typo-tolerant pass below three characters (squid game 2 has the word 2)
    expect(search('2')).toEqual([]);
    expect(titleSearch('2')).toEqual([]);
  });

  it('two characters match every title of a show that has them as a pair somewhere', () => {
    const { search, titleSearch } = fixture();
    // prefix: love (4), lovelyrunner's show (선재업고튀어, 6), lovealarm's (좋아하면울리는, 7), lovestorm (9);
    // substring: guardianthelonelyandgreatgod's show (도깨비, 3), mylovefromthestar's (별에서온그대, 6)
    expect(search('lo')).toEqual([2000, 104, 103, 2001, 101, 105]);
    expect(titleSearch('lo')).toEqual([2000, 104, 103, 2001, 101, 105]);
    expect(search('lo', 2)).toEqual([2000, 104]);
    expect(search('lo', 3)).toEqual([2000, 104, 103]);
    expect(search('도깨')).toEqual([101]);
    expect(search('xq')).toEqual([]);
  });

  it('a numeric id comes first, before titles holding the number', () => {
    const { search, titleSearch } = fixture();
    // show 1988's titles do not hold 1988; reply1988 and 응답하라1988 do (substring)
    expect(search('1988')).toEqual([1988, 106]);
    expect(search(' 1988 ')).toEqual([1988, 106]);
    expect(titleSearch('1988', 1)).toEqual([1988]);
    expect(search('98')).toEqual([106]); // not an id of a show
    // 90 is both the show's id and in its title: listed once
    expect(search('90')).toEqual([90]);
    expect(search('106')).toEqual([106]);
    // not ids: 1988x matches reply 1988 and 응답하라 1988 by pg_trgm only (word similarity 0.667), x1988 nothing
    expect(search('1988x')).toEqual([106]);
    expect(search('x1988')).toEqual([]);
  });

  it('ids have at most nine digits', () => {
    const { search } = fixture();
    expect(search('1234567890')).toEqual([]);
    expect(search('0000001988')).toEqual([]);
    expect(search('000001988')).toEqual([1988]);
  });

  it('normalises the query as titles are (case, punctuation, spaces, NFKC)', () => {
    const { search, titleSearch } = fixture();
    expect(search('Crash—Landing')).toEqual([102]);
    expect(search('사랑의불시착')).toEqual([102]);
    expect(search('사랑의 불시착'.normalize('NFD'))).toEqual([102]);
    expect(search('!!!')).toEqual([]);
    expect(titleSearch('  ')).toEqual([]);
    expect(search('')).toEqual([]);
  });
});

describe('title search: typo-tolerant matches after the direct hits', () => {
  const fixture = () => build(CATALOGUE, POPULAR);

  it('orders by pg_trgm score, then popularity', () => {
    const { search, titleSearch } = fixture();
    // love storm 0.7, my love from the star 0.526, love 0.5, love alarm 0.5 (love the more popular)
    expect(titleSearch('star love')).toEqual([2001, 105, 2000, 103]);
    expect(search('star love')).toEqual([2001, 105, 2000, 103]);
    expect(titleSearch('star love', 2)).toEqual([2001, 105]);
    expect(titleSearch('star love', 3)).toEqual([2001, 105, 2000]);
    // reply 1988 0.545, lovely runner 0.462, love 0.455: score first, popularity after
    expect(titleSearch('reply love')).toEqual([106, 104, 2000]);
    expect(titleSearch('reply love', 1)).toEqual([106]);
    // all three 0.75: by popularity
    expect(titleSearch('gobline')).toEqual([111, 101, 110]);
    expect(search('gobline')).toEqual([111, 101, 110]);
    // squid game 2 and squid game both 0.727 (word similarity): by popularity
    expect(search('squid gane')).toEqual([108, 107]);
    expect(titleSearch('squid game love')).toEqual([108, 107, 2000]); // 0.6875, 0.6875, 0.3125
  });

  it('takes word similarity where whole-title similarity fails', () => {
    const { search, titleSearch } = fixture();
    // crash landing on you: similarity 0.28 (below 0.3), word similarity 0.636; love: 0.455 by similarity
    expect(titleSearch('crash love')).toEqual([102, 2000]);
    expect(titleSearch('crash love', 1)).toEqual([102]);
    // the goblin king of the north: 0.44 and 0.611
    expect(titleSearch('king north')).toEqual([111]);
    // guardian the lonely and great god: 0.344 and 0.636
    expect(titleSearch('lonely god')).toEqual([101]);
    expect(titleSearch('lonely great')).toEqual([101]);
    expect(search('hospitl playlist')).toEqual([1988]);
    expect(search('crash landin')).toEqual([102]);
    expect(search('CRASH landing on yu')).toEqual([102]);
  });

  it('fills the page after the direct hits, without listing a show twice', () => {
    const { search, titleSearch } = fixture();
    // lovely: lovelyrunner (prefix), then love by pg_trgm (0.571)
    expect(search('lovely')).toEqual([104, 2000]);
    expect(titleSearch('lovely')).toEqual([104, 2000]);
    expect(titleSearch('lovely', 1)).toEqual([104]);
    // reply 1989 → reply 1988 (0.818); the id 1989 is no show
    expect(search('reply 1989')).toEqual([106]);
  });

  it('keeps the best title of a show, and scores titles whose similarity is below the page floor', () => {
    const { search, titleSearch } = build(
      [
        { id: 1, titles: ['1988 Reply', '1989 Reply'] },
        { id: 2, titles: ['Replay 1989'] },
        { id: 3, titles: ['The Reply 1988 Special Episodes'] },
        { id: 4, titles: ['Repli 1989', 'Reply 1889'] },
      ],
      [2, 3, 4, 1],
    );
    // pg_trgm with reply 1989: 1989 reply 1 (same trigrams); the reply 1988 special episodes: similarity 0.265,
    // word similarity 0.818; repli 1989 0.692 (reply 1889: 0.636); replay 1989 0.643; 1988 reply 0.692. No title
    // holds reply1989.
    expect(titleSearch('reply 1989')).toEqual([1, 3, 4, 2]);
    expect(search('reply 1989')).toEqual([1, 3, 4, 2]);
    expect(titleSearch('reply 1989', 1)).toEqual([1]);
    expect(titleSearch('reply 1989', 2)).toEqual([1, 3]);
    expect(titleSearch('reply 1989', 3)).toEqual([1, 3, 4]);
    // fewer shows pass by similarity than the page holds: no floor
    const two = build(
      [
        { id: 1, titles: ['1989 Reply'] },
        { id: 3, titles: ['The Reply 1988 Special Episodes'] },
      ],
      [3, 1],
    );
    expect(two.titleSearch('reply 1989')).toEqual([1, 3]);
  });

  it('verifies that a title holds the whole query, not only its rarest triple', () => {
    const { titleSearch } = build(
      ['pqr one', 'pqr two', 'rstu three', 'rstu four', 'the qrs show'].map((title, i) => ({ id: i + 1, titles: [title] })),
      [5, 4, 3, 2, 1],
    );
    // pqrstu: every triple is in some title (qrs the rarest), none holds the query; pg_trgm matches none (at most
    // 0.25 and 0.429)
    expect(titleSearch('pqrstu')).toEqual([]);
    expect(titleSearch('pqr')).toEqual([2, 1]); // both prefix, 6: the more popular first
    expect(titleSearch('qrs')).toEqual([5]);
  });

  it('leaves out what pg_trgm would not match', () => {
    const { titleSearch } = fixture();
    expect(titleSearch('gobiln')).toEqual([]); // 0.273 and 0.429 with goblin
    expect(titleSearch('lvoe')).toEqual([]); // 0.067 and 0.2 with love alarm
    expect(titleSearch('grate god')).toEqual([]); // 0.139 and 0.444
    expect(titleSearch('lonly god')).toEqual([]); // 0.235 and 0.4, though it holds 8 of the query's 10 trigrams
    expect(titleSearch('love alarn')).toEqual([103, 2000]); // 0.818; love storm 0.294 and 0.455 fails
  });
});

describe('search: one edit away', () => {
  const fixture = () => build(CATALOGUE, POPULAR);

  it('forgives two adjacent letters swapped, ranking the corrected query as a direct one', () => {
    const { search, titleSearch } = fixture();
    expect(search('gobiln')).toEqual([101, 110, 111]);
    expect(search('gobiln', 2)).toEqual([101, 110]);
    expect(search('gobiln', 1)).toEqual([101]);
    expect(search('lvoe')).toEqual([2000, 2001, 103, 104, 105]);
    expect(search('lvoe', 2)).toEqual([2000, 2001]);
    expect(titleSearch('gobiln')).toEqual([]);
  });

  it('lists direct hits first and does not repeat them', () => {
    const { search } = build(
      [
        { id: 1, titles: ['The Roes of Rose Hill'] },
        { id: 2, titles: ['Roes'] },
        { id: 3, titles: ['Rose'] },
      ],
      [2, 1, 3],
    );
    // rose: exact (3) and substring (1); then roes (swap) exactly (2); show 1 holds roes too
    expect(search('rose')).toEqual([3, 1, 2]);
    expect(search('rose', 2)).toEqual([3, 1]);
    expect(search('roes')).toEqual([2, 1, 3]);
    const gobiln = build(
      [
        { id: 1, titles: ['Gobiln'] },
        { id: 2, titles: ['Goblin'] },
        { id: 3, titles: ['Goblins Club'] },
      ],
      [3, 2, 1],
    );
    // gobiln exactly, then goblin (exact after the swap), goblins club (prefix); the page is not overfilled
    expect(gobiln.search('gobiln')).toEqual([1, 2, 3]);
    expect(gobiln.search('gobiln', 2)).toEqual([1, 2]);
  });

  it('needs three characters or more', () => {
    const { search } = fixture();
    expect(search('ol')).toEqual([]); // lo swapped
    expect(search('도개')).toEqual([]);
  });

  const KOREAN: Show[] = [
    { id: 1, titles: ['도깨비'] },
    { id: 2, titles: ['도깨비 신부'] },
    { id: 3, titles: ['꼬마 도깨비'] },
    { id: 4, titles: ['도깨비 방망이'] },
    { id: 5, titles: ['가을동화'] },
    { id: 6, titles: ['어느 날 도깨비가'] },
    { id: 7, titles: ['꼬마 도깨비 이야기', '도깨비 나라 여행'] },
    { id: 8, titles: ['그 도깨비 이야기', '꼬마 도깨비 집'] },
    { id: 9, titles: ['SKY 캐슬'] },
    { id: 10, titles: ['응답하라 1988'] },
    { id: 11, titles: ['도깨비 나라 여행기', '어느 도깨비'] },
    { id: 12, titles: ['그 도깨비', '꼬마 도깨비 이야기'] },
  ];
  const koreanFixture = () => build(KOREAN, [3, 6, 4, 2, 5, 1, 7, 8, 9, 10, 11, 12]);

  it('forgives one jamo wrong in one syllable, wherever it is', () => {
    const korean = koreanFixture();
    // as the direct hits of 도깨비: exact (도깨비); prefix, by each show's shortest title holding it (도깨비신부 5,
    // then show 11: 도깨비나라여행기 is a prefix, 어느도깨비 5 is shorter; 도깨비방망이 6; 도깨비나라여행 7); substring
    // (그도깨비 4, 꼬마도깨비 5, 꼬마도깨비집 6, 어느날도깨비가 7)
    const order = [1, 2, 11, 4, 7, 12, 3, 8, 6];
    expect(korean.search('도깨비')).toEqual(order);
    expect(korean.search('도개비')).toEqual(order); // ㄱ for ㄲ, in the middle
    expect(korean.search('또깨비')).toEqual(order); // ㄸ for ㄷ, first
    expect(korean.search('도깨미')).toEqual(order); // ㅁ for ㅂ, last
    expect(korean.search('도깨비', 3)).toEqual([1, 2, 11]);
    expect(korean.search('도개비', 3)).toEqual([1, 2, 11]);
    expect(korean.search('가을동하')).toEqual([5]); // ㅎㅏ for ㅎㅗㅏ: missing
    expect(korean.search('기을동화')).toEqual([5]);
    expect(korean.search('가을둥화')).toEqual([5]);
    expect(korean.search('가을동')).toEqual([5]);
    expect(korean.search('가흘동')).toEqual([5]);
    // directly, then 깨비나 (도깨비나라여행 7, 도깨비나라여행기 8): ㄴ for ㄱ
    expect(korean.search('깨비가')).toEqual([6, 7, 11]);
    // 깨비가 (어느날도깨비가, 7), 깨비이 (그도깨비이야기, 7: less popular; 꼬마도깨비이야기, 8: shows 7 and 12)
    expect(korean.search('깨비기')).toEqual([6, 8, 7, 12]);
    expect(korean.search('날도깨')).toEqual([6]);
    expect(korean.search('낭도깨')).toEqual([6]);
    // 꼬마도깨비 (5), 꼬마도깨비집 (6), 꼬마도깨비이야기 (8: shows 7 and 12, the more popular first)
    expect(korean.search('마도개비')).toEqual([3, 8, 7, 12]);
    expect(korean.search('도끼비', 1)).toEqual([1]); // ㅣ for ㅐ
    expect(korean.search('도깨비', 4)).toEqual([1, 2, 11, 4]);
  });

  it('forgives a jamo between two exact characters when one is not Hangul', () => {
    const korean = koreanFixture();
    expect(korean.search('y개슬')).toEqual([9]); // ㄱ for ㅋ
    expect(korean.search('ky개슬')).toEqual([9]);
    expect(korean.search('y캐스')).toEqual([9]);
    expect(korean.search('하리1')).toEqual([10]); // ㅣ for ㅏ, between 하 and 1
  });

  it('knows the whole Hangul syllable block, 가 to 힣', () => {
    const { search } = build(
      [
        { id: 1, titles: ['가나다'] },
        { id: 2, titles: ['힣나다'] },
      ],
      [1, 2],
    );
    expect(search('가너다')).toEqual([1]); // ㅓ for ㅏ, beside the first syllable of the block
    expect(search('힣너다')).toEqual([2]); // beside the last
  });

  it('does not forgive other letters substituted', () => {
    const korean = koreanFixture();
    expect(korean.search('xky캐슬')).toEqual([]);
    const { search } = build([{ id: 1, titles: ['Mom'] }], [1]);
    expect(search('xom')).toEqual([]); // not a jamo: x for m (pg_trgm: 0.143)
    expect(search('mxm')).toEqual([]);
  });

  it('not two jamo, nor two syllables', () => {
    const korean = koreanFixture();
    expect(korean.search('도개미')).toEqual([]);
    expect(korean.search('또개비')).toEqual([]);
  });

  it('titleSearch (the SQL reference) has no one-edit step', () => {
    const korean = koreanFixture();
    expect(korean.titleSearch('도개비')).toEqual([]); // 0.143 and 0.25 with 도깨비
    expect(korean.titleSearch('기을동화')).toEqual([]);
    expect(korean.titleSearch('가을동하')).toEqual([5]); // word similarity 0.6 exactly
  });
});

describe('short titles and prefixes', () => {
  const SHOWS: Show[] = ['b', 'ab', 'a', 'abc', 'ba', 'aab', 'c', 'á', 'abca', 'bb', 'aa', 'ac'].map((title, i) => ({
    id: i + 1,
    titles: [title],
  }));
  const fixture = () =>
    build(
      SHOWS,
      SHOWS.map((s) => s.id),
    );

  it('one character: the titles starting with it, exact first, then the shortest', () => {
    const { search } = fixture();
    // a (exact), then ab, aa, ac (2), abc, aab (3), abca (4)
    expect(search('a')).toEqual([3, 2, 11, 12, 4, 6, 9]);
    expect(search('b')).toEqual([1, 5, 10]);
    expect(search('c')).toEqual([7]);
    expect(search('á')).toEqual([8]);
    expect(search('d')).toEqual([]);
    expect(search('a', 2)).toEqual([3, 2]);
    // two characters: ab (exact), abc, abca (prefix), then aab, which ends with ab (substring)
    expect(search('ab')).toEqual([2, 4, 9, 6]);
  });

  it('three characters: exact, prefix, substring, then pg_trgm matches', () => {
    const { search } = fixture();
    expect(search('abc')).toEqual([4, 9, 2]); // abc, abca, then ab (word similarity 0.5, similarity 0.4)
    expect(search('bca')).toEqual([9]);
    expect(search('aab')).toEqual([6, 11, 2]); // aab, then aa (0.5), ab (0.4)
  });
});

describe('the shortcut when exact and prefix hits fill the page', () => {
  // a show's shorter title that also holds the query still puts it first
  const SHOWS: Show[] = [
    { id: 1, titles: ['Lovely Horribly', 'My Love', '러블리 호러블리 감독판'] },
    { id: 2, titles: ['Love Alarm'] },
    { id: 3, titles: ['D.P.'] },
    { id: 4, titles: ['Love Rain Season Two', '사랑비'] },
  ];
  const fixture = () => build(SHOWS, [4, 2, 1, 3]);

  it('three characters: the shortest title holding the query', () => {
    const { search } = fixture();
    expect(search('love')).toEqual([1, 2, 4]); // lovelyhorribly via mylove (6), lovealarm (9), loveraine… (17)
    expect(search('love', 1)).toEqual([1]);
    expect(search('love', 2)).toEqual([1, 2]);
  });

  it("two characters: the shortest title of the show (not the next show's)", () => {
    const { search } = fixture();
    expect(search('lo')).toEqual([4, 1, 2]); // 사랑비 (3), mylove (6), lovealarm (9); not dp (2)
    expect(search('lo', 1)).toEqual([4]);
    expect(search('lo', 2)).toEqual([4, 1]);
  });

  it('one character: prefixes only', () => {
    const { search } = fixture();
    expect(search('l')).toEqual([2, 1, 4]); // lovealarm (9), lovelyhorribly (14), loveraine… (17)
    expect(search('l', 1)).toEqual([2]);
    expect(search('m')).toEqual([1]);
    expect(search('d')).toEqual([3]);
  });
});

describe('three-character typos', () => {
  const fixture = () => build([{ id: 1, titles: ['Mom'] }], [1]);

  it('are matched by pg_trgm (mon and mom: 0.333)', () => {
    const { search, titleSearch } = fixture();
    expect(titleSearch('mon')).toEqual([1]);
    expect(search('mon')).toEqual([1]);
    expect(search('mo')).toEqual([1]);
    expect(search('mn')).toEqual([]);
  });
});

describe('loadSearchIndex', () => {
  it('indexes the stored rows of the shows in the catalogue, by their positions', async () => {
    const rows = [
      { show_id: 7, term: 'goblin', compact: 'goblin' },
      { show_id: 8, term: 'hidden goblin', compact: 'hiddengoblin' },
      { show_id: 9, term: 'goblins club', compact: 'goblinsclub' },
    ];
    const db = { query: async () => rows } as unknown as Queryable;
    const positions = new Map([
      [7, 1],
      [9, 0],
    ]);
    const snapshot = { positionOf: (id: number) => positions.get(id) } as unknown as CatalogueSnapshot;
    const index = await loadSearchIndex(db, { snapshot, popularityRank: Int32Array.from([0, 1]) });
    expect(index.search('goblin', 10)).toEqual([1, 0]);
    expect(index.search('hidden', 10)).toEqual([]);
    expect(index.search('7', 10)).toEqual([1]);
    expect(index.search('9', 10)).toEqual([0]);
    expect(index.search('8', 10)).toEqual([]);
  });
});
