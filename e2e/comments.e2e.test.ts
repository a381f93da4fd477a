/**
 * Comments (issue 26 item 5): a fan comments on another fan's review from the reviews page, the review's writer
 * replies, and the comment's author deletes it after the confirmation (a "deleted" placeholder stays for the reply).
 * Then the comments under a review, on a public list and the delete confirmation at 360 and 1280 px in English and
 * Korean: axe clean, screenshots when SCREENSHOTS names a folder.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseURL, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_LANGUAGES, SCREEN_SIZES, screenPage, type ScreenLanguage } from './axe';

const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const STAIRWAY = 9000004;
const BODY = 'A story of two friends who grew up as siblings, told with patience and a soundtrack that never lets go.';

describe('comments between two fans', () => {
  const open = useBrowser();

  it('a fan comments on a review, the writer replies, the commenter deletes their comment', { timeout: 240_000 }, async () => {
    const writer = await open(DESKTOP);
    const writerName = uniqueName('cwriter');
    await signUpWelcomed(writer, writerName);
    const title = `Stairs ${writerName}`;
    await api(writer, 'PUT', `/show/${STAIRWAY}/review`, { title, body: BODY, spoiler: false, rating: 8 });

    const fan = await open(MOBILE);
    const fanName = uniqueName('cfan');
    await signUpWelcomed(fan, fanName);
    await fan.goto(`/details/${STAIRWAY}/reviews?sort=newest`);
    const review = fan.locator('article.review', { hasText: title });
    // pressed as soon as it is there, no wait: the page's content may not be live yet (an early press, kept by the boot
    // script) and the list read for nobody (as rendered) gives way to the signed-in fan's; the press holds through both
    const toggle = review.getByRole('button', { name: 'Comments' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await review.getByText('No comments yet.').waitFor();
    await review.getByRole('textbox', { name: 'Add a comment' }).fill('The soundtrack!\n\nhttps://example.com/ost');
    await review.getByRole('button', { name: 'Post' }).click();
    const mine = review.locator('article.comment', { hasText: 'The soundtrack!' });
    await mine.getByText('You').waitFor();
    expect(await mine.getByRole('link', { name: 'https://example.com/ost' }).getAttribute('rel')).toBe('ugc nofollow noopener noreferrer');
    await expect.poll(() => review.getByRole('button', { name: 'Hide comments' }).count(), SETTLE).toBe(1);

    await writer.goto(`/details/${STAIRWAY}/reviews?sort=newest`);
    const own = writer.locator('article.review', { hasText: title });
    await own.getByText('Your review').waitFor();
    await own.getByRole('button', { name: 'Comments (1)' }).click();
    await own.getByRole('button', { name: `Reply to ${fanName}` }).click();
    const reply = own.getByRole('textbox', { name: `Reply to ${fanName}` });
    await expect.poll(() => reply.evaluate((el) => el === document.activeElement), SETTLE).toBe(true);
    await reply.fill('Every episode, yes.');
    await own.locator('.comments__reply-form').getByRole('button', { name: 'Post' }).click();
    await own
      .getByRole('list', { name: `Replies to ${fanName}` })
      .getByText('Every episode, yes.')
      .waitFor();
    // focus is back on "Reply"
    await expect.poll(() => writer.evaluate(() => document.activeElement?.getAttribute('aria-label')), SETTLE).toBe(`Reply to ${fanName}`);
    // the writer may not delete the fan's comment
    expect(await own.getByRole('button', { name: `Delete the comment by ${fanName}` }).count()).toBe(0);

    // the session's return after the reload is held back, so the press surely lands on the page as read for nobody
    // (no Helpful) and the swap to the signed-in fan's comes after it: the comments stay open through it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldReads = 0;
    const sessionRead = /\/api\/auth\/refresh/;
    await fan.route(sessionRead, async (route) => {
      heldReads++;
      await held;
      await route.continue();
    });
    // where the toggles stand on the page as it arrives, rendered for nobody, before any script runs
    await fan.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const toggles = [...document.querySelectorAll('article.review .comments > button')];
        (window as unknown as { firstTops: number[] }).firstTops = toggles.map((b) => b.getBoundingClientRect().top + window.scrollY);
      }),
    );
    await fan.reload();
    await expect.poll(() => heldReads, SETTLE).toBeGreaterThan(0);
    expect(await review.getByRole('button', { name: 'Helpful' }).count()).toBe(0);
    const commentsToggle = review.locator('.comments > button');
    const top = () => commentsToggle.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    const index = await review.evaluate((card) => [...document.querySelectorAll('article.review')].indexOf(card));
    const firstTop = await fan.evaluate((i) => (window as unknown as { firstTops: number[] }).firstTops[i], index);
    await review.getByRole('button', { name: 'Comments (2)' }).click();
    await review.getByRole('button', { name: 'Hide comments' }).waitFor();
    release();
    // the fan's answer is on screen (the vote and report buttons), the comments are still open, and the toggle stands
    // where it stood as the page arrived: a press aimed at it while the page went live lands on it (the page's styles
    // come with it, and the header and each review's foot keep their height when the fan's buttons come)
    await review.getByRole('button', { name: 'Helpful' }).waitFor();
    expect(await review.getByRole('button', { name: 'Hide comments' }).getAttribute('aria-expanded')).toBe('true');
    expect(await top()).toBe(firstTop);
    await fan.unroute(sessionRead);
    await review.getByText('Every episode, yes.').waitFor();
    await review.getByRole('button', { name: `Delete the comment by ${fanName}` }).click();
    const dialog = fan.getByRole('dialog', { name: 'Delete this comment?' });
    await expect.poll(() => fan.evaluate(() => document.activeElement?.textContent), SETTLE).toBe('Keep it');
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await review.getByText('Comment deleted').waitFor();
    await review.getByText('Every episode, yes.').waitFor();
    expect(await review.getByText('The soundtrack!').count()).toBe(0);
    // anyone else sees the same
    await writer.reload();
    await own.getByText('Your review').waitFor();
    await own.getByRole('button', { name: 'Comments (1)' }).click();
    await own.getByText('Comment deleted').waitFor();
  });
});

const JANG_GEUM = 9000005;
const SORRY = 9000007; // I'm Sorry, I Love You
/** Each language's review on a show of its own (one review a show): its comments are that language's alone. */
const SCREEN_DATA = {
  en: {
    show: JANG_GEUM,
    title: 'Everything about palace cooking',
    comment: 'The cooking scenes are the best.',
    reply: 'I think so too!',
    list: 'Weekend watching',
    listComment: 'A fine list.',
  },
  kr: {
    show: SORRY,
    title: '다시 봐도 눈물 나는 드라마',
    comment: '마지막 회가 최고예요.',
    reply: '저도 그렇게 생각해요!',
    list: '주말에 볼 드라마',
    listComment: '좋은 리스트예요.',
  },
} as const;

// one fan a size (signed up once) writes, in each language, a review with a comment and a reply, and a public list
// with a comment
describe.each(SCREEN_SIZES)('the comment screens at $width px', (size) => {
  const open = useBrowser();
  let p: Page;
  beforeAll(async () => {
    p = await screenPage(open.lasting, size);
    await signUpWelcomed(p, uniqueName(`com${size.width}`));
  });

  const check = async (screen: string, language: ScreenLanguage, part?: Locator) =>
    expect(await axeCleanScreen(p, `${screen}-${size.name}-${language}`, part)).toEqual([]);

  for (const language of SCREEN_LANGUAGES)
    it(
      `in ${language}: comments under a review, on a public list, and the delete confirmation: axe clean`,
      { timeout: 240_000 },
      async () => {
        const data = SCREEN_DATA[language];
        const review = await api<{ id: number }>(p, 'PUT', `/show/${data.show}/review`, {
          title: data.title,
          body: BODY,
          spoiler: false,
          rating: 9,
        });
        const top = await api<{ id: number }>(p, 'POST', `/reviews/${review.id}/comments`, { body: data.comment });
        await api(p, 'POST', `/reviews/${review.id}/comments`, { body: data.reply, parentId: top.id });
        const list = await api<{ id: number }>(p, 'POST', '/lists', { name: data.list, visibility: 'public' });
        await api(p, 'PUT', `/lists/${list.id}/items/${data.show}`, {});
        await api(p, 'POST', `/lists/${list.id}/comments`, { body: data.listComment });
        await switchLanguage(p, baseURL(), language);
        await p.goto(`/details/${data.show}/reviews?sort=newest`);
        await p.locator(`html[lang="${language === 'kr' ? 'ko' : 'en'}"]`).waitFor({ state: 'attached' });
        const card = p.locator('article.review').first();
        // pressed at once, while the list read for nobody (as rendered) gives way to the signed-in reader's: it holds
        await card.locator('.comments > button').click();
        await card.getByText(language === 'kr' ? '내 리뷰' : 'Your review').waitFor();
        const reply = card.locator('article.comment').nth(1);
        await reply.waitFor();
        await check('review-comments', language, card);

        // the reply's one action, its Delete (a chunk of its own, shown once loaded: until then the last button of the
        // card is the comment's Reply)
        await reply.locator('.comment__actions button').click();
        await p.getByRole('dialog').waitFor();
        await check('comment-delete-dialog', language);
        await p.keyboard.press('Escape');
        await p.getByRole('dialog').waitFor({ state: 'detached' });

        await p.goto(`/lists/${list.id}`);
        const section = p.locator('section.comments');
        await section.locator('article.comment').first().waitFor();
        await check('list-comments', language);
      },
    );
});
