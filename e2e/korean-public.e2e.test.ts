/**
 * The public screens in Korean (issue 15): chosen with the header's kr button (which moves to the page's `/ko/…`
 * address) or carried by the cookie on a direct load (a returning Korean visitor is sent to `/ko/…`: decision 0053),
 * every screen speaks Korean (no English interface text left, <html lang="ko">, a Korean <title>), puts
 * Hangul titles first, keeps the choice over a reload, and a server-rendered Korean page hydrates without a mismatch.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, contentLoaded, PHONE, SETTLE, useBrowser, VIEWPORTS, watchProblems } from './browser';
import { HANGUL, pageLanguage, preferKorean, untranslatedText } from './korean';

/** Interface text allowed to stay English: none (every branch that converted screens in parallel has merged). */
const CONVERTED_ELSEWHERE: string[] = [];

const SCREENS = [
  { name: 'home', path: '/', heading: '시청자 추천작', title: 'K-lama | 취향에 꼭 맞는 다음 한국 드라마 찾기' },
  {
    name: 'details',
    path: '/details/9000001',
    heading: '사랑의 불시착',
    // the English title beside the Korean one (a Korean answer carries it: english_name, decision 0053)
    title: '사랑의 불시착 (Crash Landing on You) | 어디서 볼까 · 비슷한 드라마 | K-lama',
  },
  { name: 'discover', path: '/discover', heading: '드라마 탐색', title: '인기 한국 드라마 탐색 | K-lama' },
  {
    name: 'genre',
    path: '/genre/romance/1',
    heading: '로맨스 장르 드라마',
    title: '로맨스 한국 드라마 추천 | 꼭 봐야 할 로맨스 K-드라마 | K-lama',
  },
  {
    name: 'collection',
    path: '/collection/viewers-choice',
    heading: '시청자 추천작',
    title: '시청자 추천작 | 엄선한 한국 드라마 컬렉션 | K-lama',
  },
  { name: 'about', path: '/about', heading: 'K-lama 소개', title: 'K-lama 소개' },
  { name: 'login', path: '/login', heading: 'K-lama에 다시 오신 것을 환영해요.', title: '로그인 | K-lama' },
  { name: 'not found', path: '/no-such-page', heading: '페이지를 찾을 수 없어요', title: '페이지를 찾을 수 없음 | K-lama' },
] as const;

/** The screen has its data on it (not a skeleton or a spinner), so what is checked is what a visitor reads. */
async function settled(page: Page, heading: string) {
  await page.getByText(heading, { exact: true }).first().waitFor();
  await contentLoaded(page);
}

async function expectKorean(page: Page, screen: (typeof SCREENS)[number]) {
  await settled(page, screen.heading);
  await expect.poll(() => pageLanguage(page), SETTLE).toEqual({ lang: 'ko', title: screen.title });
  expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);
}

describe.each(VIEWPORTS)('Korean public screens at $width px', (viewport) => {
  const open = useBrowser();
  /** A visitor who chose Korean before, loading each screen directly in turn. */
  let page: Page;
  beforeAll(async () => {
    page = await open.lasting(viewport, viewport.width < 768 ? PHONE : {});
    await preferKorean(page.context(), baseURL());
  });

  it.each(SCREENS)('$name, loaded directly with Korean chosen, has no English interface text', async (screen) => {
    await page.goto(screen.path);
    await expectKorean(page, screen);
  });
});

describe('dialogs in Korean', () => {
  const open = useBrowser();

  it('the filter sheet, the sort sheet and the cast dialog speak Korean', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await preferKorean(page.context(), baseURL());
    await page.goto('/discover');
    await settled(page, '드라마 탐색');
    await page.getByRole('button', { name: '필터' }).click();
    const filters = page.getByRole('dialog', { name: '필터' });
    await filters.getByRole('group', { name: '장르' }).waitFor();
    await filters.getByRole('button', { name: /^결과 \d+개 보기$/ }).waitFor();
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);
    await filters.getByRole('button', { name: '닫기' }).click();

    await page.goto('/genre/romance/1');
    await settled(page, '로맨스 장르 드라마');
    await page.getByRole('button', { name: '정렬' }).click();
    const sort = page.getByRole('dialog', { name: '정렬' });
    await sort.getByRole('button', { name: '가나다순' }).waitFor();
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);

    await page.goto('/details/9000001');
    await settled(page, '사랑의 불시착');
    await page.getByRole('button', { name: '자세히' }).click();
    await page.getByRole('dialog', { name: '출연진' }).waitFor();
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);
  });
});

describe('genre and tone names in Korean', () => {
  const open = useBrowser();

  it('the details page’s genre chips, Discover’s chosen filters and its filter sheet name genres and tones in Korean', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await preferKorean(page.context(), baseURL());
    await page.goto('/details/9000001');
    await settled(page, '사랑의 불시착');
    // Crash Landing on You is Romance, Comedy, Drama in the catalogue
    await expect
      .poll(() => page.locator('.details__meta a.chip[href*="/genre/"]').allTextContents(), SETTLE)
      .toEqual(['로맨스', '코미디', '드라마']);
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);

    // genre 1 is Romance, tone 9 Heart-fluttering
    await page.goto('/discover?genre=1&tone=9');
    await settled(page, '드라마 탐색');
    const chosen = page.getByRole('list', { name: '선택한 필터' });
    await expect
      .poll(() => chosen.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))), SETTLE)
      .toEqual(['로맨스 필터 해제', '설렘 가득한 필터 해제']);
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);
    await page.getByRole('button', { name: '필터', exact: true }).click();
    const filters = page.getByRole('dialog', { name: '필터' });
    await expect
      .poll(() => filters.getByRole('group', { name: '장르' }).getByRole('checkbox', { name: '로맨스' }).isChecked(), SETTLE)
      .toBe(true);
    expect(await filters.getByRole('group', { name: '분위기' }).getByRole('radio', { name: '설렘 가득한' }).isChecked()).toBe(true);
    expect(await untranslatedText(page, CONVERTED_ELSEWHERE)).toEqual([]);
  });
});

describe('switching to Korean', () => {
  const open = useBrowser();

  it('the header kr button turns the page Korean at once, later screens too, and the choice survives a reload', async () => {
    const page = await open(VIEWPORTS[1]);
    await page.goto('/');
    await page.locator('#row-viewers', { hasText: "Viewer's Choice" }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: 'en', title: 'K-lama | Find Your Next Favorite Korean Drama' });
    await page.getByRole('button', { name: /^kr/ }).click();
    await expectKorean(page, SCREENS[0]);
    // Hangul titles first: the cards of a row name the shows by their Korean titles
    const firstCard = page.getByTestId('show-card').first();
    await expect.poll(() => firstCard.textContent(), SETTLE).toMatch(HANGUL);

    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '탐색' }).click();
    await expectKorean(page, SCREENS[2]);

    await page.goto('/details/9000001');
    await expectKorean(page, SCREENS[1]);
    // the Korean title, the English one as its subtitle (the Korean answer's english_name, decision 0053)
    await expect.poll(() => page.locator('h1').textContent(), SETTLE).toBe('사랑의 불시착');
    expect(await page.locator('.details__original').textContent()).toBe('Crash Landing on You');

    await page.reload();
    await expectKorean(page, SCREENS[1]);
  });

  it('the check finds English: an English page fails it, naming its words', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await page.goto('/discover');
    await settled(page, 'Discover Dramas');
    const problems = await untranslatedText(page);
    expect(problems).toEqual(
      expect.arrayContaining([
        'h1.page-title: "Discover Dramas" is the English message "Discover Dramas"',
        'nav.pagination[aria-label]: "Pagination" is the English message "Pagination"',
        'a: "About Us" is the English message "About Us"',
        'button.control-button.control-button--primary.header__login: "Login" is the English message "Login"',
      ]),
    );
  });

  it('back to en, every word is English again', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await preferKorean(page.context(), baseURL());
    await page.goto('/discover');
    await settled(page, '드라마 탐색');
    await page.getByRole('button', { name: /^en/ }).click();
    await page.getByRole('heading', { name: 'Discover Dramas' }).waitFor();
    await expect.poll(() => pageLanguage(page), SETTLE).toEqual({ lang: 'en', title: 'Discover the Best Korean Dramas | K-lama' });
  });
});

describe('a server-rendered Korean page', () => {
  const open = useBrowser();

  it.each(VIEWPORTS)('hydrates without a mismatch at $width px, its head and JSON-LD in Korean', async (viewport) => {
    const page = await open(viewport, viewport.width < 768 ? PHONE : {});
    await preferKorean(page.context(), baseURL());
    const problems = watchProblems(page);
    const response = await page.goto('/details/9000001', { waitUntil: 'networkidle' });
    // the server's HTML itself is Korean (before any script ran)
    const html = (await response!.text()) ?? '';
    expect(html).toContain('<html lang="ko"');
    // the catalogue's text is Korean too (decision 0049): the Korean title with the English beside it, our Korean synopsis
    expect(html).toContain('<title>사랑의 불시착 (Crash Landing on You) | 어디서 볼까 · 비슷한 드라마 | K-lama</title>');
    expect(html).toContain('"name":"사랑의 불시착","alternateName":"Crash Landing on You","url"');
    expect(html).toContain('"description":"패러글라이딩 사고로 휴전선을 넘어 북한에 떨어진 재벌 상속녀 윤세리.');
    expect(html).toContain('"countryOfOrigin":{"@type":"Country","name":"대한민국"}');
    expect(html).toContain('"name":"사랑의 불시착, 어디서 볼 수 있나요?"');
    await expectKorean(page, SCREENS[1]);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(SCREENS[1].title);
    expect(problems).toEqual([]);
  });

  it('login: the HTML is the Korean form, and it hydrates without a mismatch', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await preferKorean(page.context(), baseURL());
    const problems = watchProblems(page);
    const response = await page.goto('/login', { waitUntil: 'networkidle' });
    const html = (await response!.text()) ?? '';
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<title>로그인 | K-lama</title>');
    expect(html).toContain('<h1 id="auth-title" class="auth-card__title">로그인</h1>');
    await page.getByLabel('아이디').fill('ab');
    await page.getByText('아이디는 3자 이상이어야 해요').waitFor();
    expect(problems).toEqual([]);
  });
});
