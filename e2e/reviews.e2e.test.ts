/**
 * Reviews (issue 26 item 1): a fan writes a spoiler review from the details page's dialog; another fan sees it
 * folded, opens it from the keyboard and votes it helpful; the reviews page arrives rendered with Review and
 * AggregateRating JSON-LD. Then the screens at 360 and 1280 px in English and Korean: axe clean, screenshots when
 * SCREENSHOTS names a folder.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseURL, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_LANGUAGES, SCREEN_SIZES, screenPage, type ScreenLanguage } from './axe';

const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const AUTUMN = 9000002; // Autumn in My Heart
const BODY =
  'The first half is a slow burn.\n\nThen the last episode reveals who the real daughter was all along, and nothing is the same.';

describe('reviews between two fans', () => {
  const open = useBrowser();

  it('a spoiler review is folded for another fan, who opens it from the keyboard and votes it helpful', { timeout: 240_000 }, async () => {
    const writer = await open(DESKTOP);
    const writerName = uniqueName('writer');
    await signUpWelcomed(writer, writerName);
    await writer.goto(`/details/${AUTUMN}`);
    await writer.getByRole('button', { name: 'Write a review' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByLabel('Title').fill('Keep tissues close');
    await dialog.getByLabel('Review', { exact: true }).fill(BODY);
    await dialog.getByLabel('This review contains spoilers').check();
    await dialog.getByLabel('Rating').selectOption('9');
    await dialog.getByLabel('Music').selectOption('10');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.waitFor({ state: 'detached' });
    // focus is back on the button that opened the dialog, which now offers an edit
    await expect.poll(() => writer.evaluate(() => document.activeElement?.textContent), SETTLE).toBe('Edit your review');
    const own = writer.locator('article.review', { hasText: 'Keep tissues close' });
    await own.getByText('Your review').waitFor();
    // no vote on one's own review
    expect(await own.getByRole('button', { name: /Helpful/ }).count()).toBe(0);

    const reader = await open(MOBILE);
    await signUpWelcomed(reader, uniqueName('reader'));
    await reader.goto(`/details/${AUTUMN}`);
    const review = reader.locator('article.review', { hasText: 'Keep tissues close' });
    await review.waitFor();
    await review.getByText('Contains spoilers').waitFor();
    expect(await review.getByText(/who the real daughter was/).isVisible()).toBe(false);
    const unfold = review.getByRole('button', { name: 'Show the review' });
    await unfold.focus();
    await reader.keyboard.press('Enter');
    await review.getByText(/who the real daughter was/).waitFor();
    await expect.poll(() => review.locator('.review__body p').count(), SETTLE).toBe(2);
    const helpful = review.getByRole('button', { name: /Helpful/ });
    expect(await helpful.getAttribute('aria-pressed')).toBe('false');
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed'), SETTLE).toBe('true');
    await review.getByText('1 found this helpful').waitFor();

    // the reviews page, without JavaScript: the server's render with the review and its JSON-LD
    const noScript = await open(DESKTOP, { javaScriptEnabled: false });
    const rendered = await noScript.goto(`/details/${AUTUMN}/reviews?sort=newest`);
    expect(rendered?.status()).toBe(200);
    expect(rendered?.headers()['x-cache']).toBe('miss');
    await noScript.getByRole('heading', { name: 'Keep tissues close' }).waitFor();
    const ld = (await noScript.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s) as Record<string, unknown>,
    );
    const series = ld.find((l) => l['@type'] === 'TVSeries' && 'review' in l) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: { name: string; reviewRating: { ratingValue: number }; author: { name: string } }[];
    };
    expect(series.review).toContainEqual(
      expect.objectContaining({
        name: 'Keep tissues close',
        reviewRating: expect.objectContaining({ ratingValue: 9 }),
        author: { '@type': 'Person', name: writerName },
      }),
    );
    expect(series.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  });
});

const WINTER = 9000003;

// one fan a size (signed up once), whose review is written again in each language
describe.each(SCREEN_SIZES)('the review screens at $width px', (size) => {
  const open = useBrowser();
  let p: Page;
  beforeAll(async () => {
    p = await screenPage(open.lasting, size);
    await signUpWelcomed(p, uniqueName(`rev${size.width}`));
  });

  const check = async (screen: string, language: ScreenLanguage, part?: Locator) =>
    expect(await axeCleanScreen(p, `${screen}-${size.name}-${language}`, part)).toEqual([]);

  for (const language of SCREEN_LANGUAGES)
    it(`in ${language}: the details section, the reviews page and the dialog: axe clean`, { timeout: 240_000 }, async () => {
      await api(p, 'PUT', `/show/${WINTER}/review`, {
        title: language === 'kr' ? '첫사랑의 계절' : 'A winter to remember',
        body:
          language === 'kr'
            ? '눈 내리는 장면마다 음악이 마음을 울려요. 끝까지 보고 나니 다시 처음부터 보고 싶어졌어요.\n\n두 번째 문단도 있어요.'
            : BODY,
        spoiler: true,
        rating: 8.5,
        scores: { story: 8, acting: 9, music: 10, rewatch: 7.5 },
      });
      await switchLanguage(p, baseURL(), language);
      await p.goto(`/details/${WINTER}`);
      await p.locator(`html[lang="${language === 'kr' ? 'ko' : 'en'}"]`).waitFor({ state: 'attached' });
      const section = p.locator('section.reviews');
      await section.locator('article.review').first().waitFor();
      await section.scrollIntoViewIfNeeded();
      await check('reviews-section', language, section);

      await p.goto(`/details/${WINTER}/reviews`);
      await p.locator('article.review').first().waitFor();
      await check('reviews-page', language);

      // the page is the signed-in fan's (their review known) before its button is pressed: until then the button
      // is the signed-out visitor's "sign in to write"
      const edit = p.locator('.reviews__head button', { hasText: language === 'kr' ? '내 리뷰 고치기' : 'Edit your review' });
      await edit.click();
      const dialog = p.getByRole('dialog');
      await dialog.locator('textarea').fill('short');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await check('review-dialog', language);
    });
});
