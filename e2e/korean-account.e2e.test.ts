/**
 * The signed-in and account screens in Korean, in a browser at phone width: login and sign-up (a validation
 * error, a wrong password), settings with export and import, the diary panel on a drama's page, the profile,
 * the diary and its statistics. Each is checked for English left over (./korean-account-text); the choice of
 * Korean survives reloads. With KOREAN_SHOTS=<dir> each screen is also saved as a screenshot.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, PASSWORD, PHONE, SETTLE, useBrowser, VIEWPORTS } from './browser';
import { metadata, untranslated } from './korean-account-text';

const TEMP_TOKEN_KEY = 'tempToken'; // apps/web/src/api/auth.ts

const [, DESKTOP] = VIEWPORTS;
const PHONE_360 = { name: 'phone-360', width: 360, height: 780 } as const;
const SIGNAL = 9000107; // 16 episodes; 시그널

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Korean chosen before the first load, as a returning visitor would have it (cookie for the server, store for the app). */
async function preferKorean(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'kr', url: baseURL() }]);
  await page.addInitScript(() => {
    if (!localStorage.getItem('general')) localStorage.setItem('general', JSON.stringify({ state: { language: 'kr' }, version: 0 }));
  });
}

async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.KOREAN_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

async function signUpInKorean(page: Page, username: string) {
  await page.goto('/signup');
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('이메일').fill(`${username}@example.com`);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByRole('heading', { name: `${username}님, K-lama에 오신 것을 환영해요!` }).waitFor();
  await page.goto('/settings');
  await page.getByRole('heading', { name: '개인 정보' }).waitFor();
}

describe('the account screens in Korean', () => {
  const openPage = useBrowser();

  it('Korean chosen with the toggle stays chosen across reloads, with <html lang="ko"> and a Korean title', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // the check sees English when there is some
    expect(await untranslated(page.locator('main'))).toEqual(expect.arrayContaining(['Username', 'Password', 'Welcome back to K-lama.']));
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^kr/ }).click();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    expect(await metadata(page)).toEqual({
      title: '로그인 | K-lama',
      description: 'K-lama에 로그인하고 좋아요한 드라마, 북마크한 드라마, 다 본 드라마를 목록으로 관리하세요.',
      lang: 'ko',
    });
    await page.goto('/signup');
    await page.getByRole('heading', { name: '회원가입' }).waitFor();
  });

  it('login and sign-up: no English left, a validation error and a wrong password said in Korean', async () => {
    const page = await openPage(PHONE_360, PHONE);
    await preferKorean(page);
    await page.goto('/signup');
    await page.getByRole('heading', { name: '회원가입' }).waitFor();
    expect(await untranslated(page.locator('main'))).toEqual([]);
    await page.getByLabel('아이디').fill('ab');
    await page.getByLabel('이메일').fill('not-an-email');
    await page.getByText('아이디는 3자 이상이어야 해요').waitFor();
    await page.getByText('올바른 이메일 주소가 아니에요').waitFor();
    expect(await untranslated(page.locator('main'), ['ab', 'not-an-email'])).toEqual([]);
    await shot(page, 'signup-validation');

    await page.goto('/login');
    await page.getByLabel('아이디').fill(uniqueName('nobody'));
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), SETTLE).toBe('아이디 또는 비밀번호가 올바르지 않아요');
    expect(await untranslated(page.locator('main'))).toEqual([]);
    expect((await metadata(page)).title).toBe('로그인 | K-lama');
    await shot(page, 'login-wrong-password');
  });

  it("completing a Google sign-up and someone else's private profile: no English left", async () => {
    const page = await openPage(PHONE_360, PHONE);
    await preferKorean(page);
    await page.addInitScript((key) => sessionStorage.setItem(key, 'a-temporary-token'), TEMP_TOKEN_KEY);
    await page.goto('/complete-profile');
    await page.getByRole('heading', { name: '아이디 만들기' }).waitFor();
    await page.getByLabel('아이디', { exact: true }).fill('a b');
    await page.getByText('아이디에는 문자, 숫자, 마침표(.), 하이픈(-), 밑줄(_)만 쓸 수 있어요').waitFor();
    expect(await untranslated(page.locator('main'), ['a b'])).toEqual([]);
    expect((await metadata(page)).title).toBe('아이디 만들기 | K-lama');
    await shot(page, 'complete-profile');

    await page.goto('/profile/someone-else');
    await page.getByRole('heading', { name: '비공개 프로필' }).waitFor();
    expect(await untranslated(page.locator('main'))).toEqual([]);
    expect(await metadata(page)).toMatchObject({
      title: '비공개 프로필 | K-lama',
      description: '비공개 프로필이에요. 프로필 주인만 볼 수 있어요.',
    });
    await shot(page, 'private-profile');
  });

  it('settings, the diary panel, the profile, the diary and its statistics: no English left', async () => {
    const page = await openPage(PHONE_360, PHONE);
    await preferKorean(page);
    const username = uniqueName('kr');
    const data = [username, `${username}@example.com`];
    await signUpInKorean(page, username);
    // a session's browser and system are product names ("Chrome 131 · Android 14"): data too
    await page.locator('.session-list__name').first().waitFor();
    const devices = await page.locator('.session-list__name').evaluateAll((names) => names.map((n) => n.firstChild?.textContent ?? ''));
    expect(await untranslated(page.locator('main'), [...data, ...devices])).toEqual([]);
    expect((await metadata(page)).title).toBe('설정 | K-lama');
    await shot(page, 'settings');

    // an import line that finds nothing says why, in Korean
    await page.getByLabel('또는 여기에 붙여넣기').fill('No Such Drama Anywhere (1999)');
    await page.getByRole('button', { name: '가져올 내용 미리 보기' }).click();
    await page.getByRole('heading', { name: '찾지 못함: 1' }).waitFor();
    await page.getByText('No Such Drama Anywhere (1999): 이 제목의 드라마가 없어요').waitFor();
    expect(await untranslated(page.locator('.import-preview'), ['No Such Drama Anywhere (1999)'])).toEqual([]);

    await page.goto(`/details/${SIGNAL}`);
    const panel = page.getByRole('region', { name: '내 다이어리' });
    await panel.getByRole('combobox', { name: '상태' }).selectOption('completed');
    await expect.poll(() => panel.getByText('16 / 16').count(), SETTLE).toBe(1);
    const slider = panel.getByRole('slider', { name: '내 평점' });
    await slider.focus();
    for (let i = 0; i < 17; i++) await page.keyboard.press('ArrowRight'); // 0 → 8.5
    const saved = page.waitForResponse((r) => r.url().includes(`/api/user-show/entry/${SIGNAL}`) && r.request().method() === 'PATCH');
    await slider.blur();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => slider.getAttribute('aria-valuetext'), SETTLE).toBe('10점 만점에 8.5점');
    expect(await untranslated(panel)).toEqual([]);
    await shot(page, 'details-diary-panel', panel);

    await page.goto(`/profile/${username}`);
    await page.getByTestId('tile-watched').getByText('시청 완료').waitFor();
    await expect.poll(() => page.getByTestId('tile-watched').textContent(), SETTLE).toBe('1시청 완료');
    expect(await untranslated(page.locator('main'), data)).toEqual([]);
    expect((await metadata(page)).description).toBe('좋아요한 드라마, 북마크한 드라마, 다 본 드라마');
    await shot(page, 'profile');

    // the list behind a tile: its heading and metadata (the list itself is the shared list screen)
    await page.getByTestId('tile-watched').click();
    await page.getByRole('heading', { name: '다 본 드라마', level: 1 }).waitFor();
    expect(await metadata(page)).toMatchObject({ title: '다 본 드라마 | K-lama', description: '끝까지 본 드라마' });

    await page.goto('/profile/diary');
    await page.getByRole('tab', { name: '다 봄' }).click();
    await expect
      .poll(() => page.locator(`li[data-show="${SIGNAL}"]`).textContent(), SETTLE)
      .toBe('시그널 다 봄 · 16/16화 · 10점 만점에 8.5점');
    const stats = page.getByRole('region', { name: '통계' });
    await expect.poll(() => stats.textContent(), SETTLE).toContain('평균 평점8.5');
    expect(await stats.textContent()).toContain(`${new Date().getUTCFullYear()}년`);
    expect(await untranslated(page.locator('main'))).toEqual([]);
    expect((await metadata(page)).title).toBe('내 다이어리 | K-lama');
    await shot(page, 'diary-and-statistics');

    // still Korean after a reload, on a signed-in screen
    await page.reload();
    await page.getByRole('heading', { name: '내 다이어리' }).waitFor();
    expect((await metadata(page)).lang).toBe('ko');
  });
});
