/**
 * Reports and the moderation queue (issue 26 items 5 and 6, decision 0046): a fan reports a review from the reviews
 * page's dialog, or a comment under a review; the admin (global setup's `moderator`) hides it from the console's
 * queue; after a reload the fan no longer sees it.
 * Then the queue and the dialog at 360 and 1280 px in English and Korean: axe clean, screenshots when SCREENSHOTS
 * names a folder.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseURL, SETTLE, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_LANGUAGES, SCREEN_SIZES, screenPage, type ScreenLanguage } from './axe';

const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const STAIRWAY = 9000004; // Stairway to Heaven
const BODY = 'Every episode is an advert for a shop that sells miracle cream. Buy now, buy now, buy now, really.';

async function writeReview(p: Page, title: string, showId = STAIRWAY) {
  await api(p, 'PUT', `/show/${showId}/review`, { title, body: BODY, spoiler: false, rating: 2 });
}

/** Reports through the dialog `button` opens (its title `dialogName`), then closes it: the focus is back on the button. */
async function sendReport(p: Page, button: Locator, dialogName: string, reason: string, note: string) {
  const label = await button.getAttribute('aria-label');
  await button.click();
  const dialog = p.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('Details (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText('Thank you. The moderators will look at it.').waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')), SETTLE).toBe(label);
}

/** The queue's item that holds `text`, with the reporter's note and reason, as the signed-in admin sees it. */
async function queueItem(admin: Page, text: string, note: string, reasons: RegExp) {
  await admin.goto('/admin/moderation');
  const item = admin.locator('.admin-moderation__item', { hasText: text });
  await item.waitFor();
  await item.getByText(note).waitFor();
  await item.getByText(reasons).waitFor();
  return item;
}

/** Hides the item after the confirmation: it leaves the open reports. */
async function hide(admin: Page, item: Locator) {
  await item.getByRole('button', { name: 'Hide' }).click();
  await admin.getByRole('alertdialog', { name: 'Hide this content?' }).getByRole('button', { name: 'Hide' }).click();
  await item.waitFor({ state: 'detached' });
}

// one admin (global setup's `moderator`), signed in once for both flows
describe('reporting and hiding from the console', () => {
  const open = useBrowser();
  let admin: Page;
  beforeAll(async () => {
    admin = await open.lasting(DESKTOP);
    await signIn(admin, inject('admins').moderation);
  });

  it(
    'a fan reports a review, the admin hides it from the queue, and it is gone for the fan after a reload',
    { timeout: 240_000 },
    async () => {
      const writer = await open(DESKTOP);
      await signUpWelcomed(writer, uniqueName('spammer'));
      const title = uniqueName('Miracle cream ');
      await writeReview(writer, title);

      const fan = await open(MOBILE);
      await signUpWelcomed(fan, uniqueName('fan'));
      await fan.goto(`/details/${STAIRWAY}/reviews?sort=newest`);
      const review = fan.locator('article.review', { hasText: title });
      await review.waitFor();
      const report = review.getByRole('button', { name: 'Report this review' });
      await sendReport(fan, report, 'Report a review', 'Spam or advertising', 'An advert, not a review');

      await hide(admin, await queueItem(admin, title, 'An advert, not a review', /spam × 1/));
      await admin.getByRole('button', { name: 'Resolved' }).click();
      await admin.locator('.admin-moderation__item', { hasText: title }).waitFor();

      // the page and the reader's own read of its reviews done (the hidden one may have been the only review)
      const readersRead = fan.waitForResponse(
        (r) => r.url().includes(`/api/show/${STAIRWAY}/reviews`) && r.request().headers()['authorization'] !== undefined,
      );
      await fan.reload();
      await readersRead;
      await fan.locator('h1').first().waitFor();
      expect(await fan.locator('article.review', { hasText: title }).count()).toBe(0);
    },
  );

  it(
    'a fan comments, another reports the comment, the admin hides it from the queue, and after a reload it is gone',
    { timeout: 240_000 },
    async () => {
      const writer = await open(DESKTOP);
      await signUpWelcomed(writer, uniqueName('cwriter'));
      const title = uniqueName('Good show ');
      const review = await api<{ id: number }>(writer, 'PUT', `/show/${STAIRWAY}/review`, { title, body: BODY, spoiler: false, rating: 7 });

      const commenter = await open(DESKTOP);
      const commenterName = uniqueName('troll');
      await signUpWelcomed(commenter, commenterName);
      const rude = uniqueName('You all have terrible taste ');
      await api(commenter, 'POST', `/reviews/${review.id}/comments`, { body: rude });

      const fan = await open(MOBILE);
      await signUpWelcomed(fan, uniqueName('fan'));
      await fan.goto(`/details/${STAIRWAY}/reviews?sort=newest`);
      const card = fan.locator('article.review', { hasText: title });
      await card.getByRole('button', { name: 'Helpful' }).waitFor();
      await card.getByRole('button', { name: 'Comments (1)' }).click();
      const rudeComment = card.locator('article.comment', { hasText: rude });
      const report = rudeComment.getByRole('button', { name: 'Report this comment' });
      await sendReport(fan, report, 'Report a comment', 'Harassment or bullying', 'Insults everyone');

      const item = await queueItem(admin, rude, 'Insults everyone', /harassment × 1/);
      await item.getByText('Comment', { exact: true }).waitFor();
      expect(await item.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe(`/details/${STAIRWAY}/reviews`);
      await hide(admin, item);

      // after a reload the review is there, its comment gone (and not counted)
      await fan.reload();
      await card.getByRole('button', { name: 'Helpful' }).waitFor();
      await card.getByRole('button', { name: 'Comments', exact: true }).click();
      await card.getByText('No comments yet.').waitFor();
      expect(await fan.getByText(rude).count()).toBe(0);
      // its author no longer sees it either
      await commenter.goto(`/details/${STAIRWAY}/reviews?sort=newest`);
      const theirs = commenter.locator('article.review', { hasText: title });
      await theirs.getByRole('button', { name: 'Helpful' }).waitFor();
      await theirs.getByRole('button', { name: 'Comments', exact: true }).click();
      await theirs.getByText('No comments yet.').waitFor();
    },
  );
});

const SAM_SOON = 9000008; // My Lovely Sam-soon

describe('the report dialog and the moderation queue', () => {
  const open = useBrowser();
  /** Each language's review to report (one review a show, so each on a show of its own), by one writer. */
  const reviews = {
    en: { show: STAIRWAY, title: uniqueName('Advert '), note: 'An advert, not a review' },
    kr: { show: SAM_SOON, title: uniqueName('광고 리뷰 '), note: '리뷰가 아니라 광고예요' },
  };
  beforeAll(async () => {
    const writer = await open.lasting(DESKTOP);
    await signUpWelcomed(writer, uniqueName('w'));
    for (const { show, title } of Object.values(reviews)) await writeReview(writer, title, show);
  });

  // a fan and the admin (global setup's `moderator`) a size, signed up and in once: they report and see each review
  describe.each(SCREEN_SIZES)('at $width px', (size) => {
    let fan: Page;
    let admin: Page;
    beforeAll(async () => {
      fan = await screenPage(open.lasting, size);
      await signUpWelcomed(fan, uniqueName(`r${size.width}`));
      admin = await screenPage(open.lasting, size);
      await signIn(admin, inject('admins').moderation);
    });

    const check = async (p: Page, screen: string, language: ScreenLanguage, part?: Locator) =>
      expect(await axeCleanScreen(p, `${screen}-${size.name}-${language}`, part)).toEqual([]);

    for (const language of SCREEN_LANGUAGES)
      it(`in ${language}: axe clean`, { timeout: 240_000 }, async () => {
        const { show, title, note } = reviews[language];
        const lang = language === 'kr' ? 'ko' : 'en';
        await switchLanguage(fan, baseURL(), language);
        await fan.goto(`/details/${show}/reviews?sort=newest`);
        await fan.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
        const review = fan.locator('article.review', { hasText: title });
        await review.waitFor();
        await review.locator('.report-button').click();
        const dialog = fan.getByRole('dialog');
        await dialog.locator('button[type="submit"]').click();
        await dialog.locator('[role="alert"]').waitFor();
        await check(fan, 'report-dialog', language);
        await dialog.locator('input[type="radio"][value="spam"]').check();
        await dialog.locator('textarea').fill(note);
        await dialog.locator('button[type="submit"]').click();
        await dialog.locator('[role="status"]').waitFor();

        await switchLanguage(admin, baseURL(), language);
        await admin.goto('/admin/moderation');
        await admin.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
        await admin.locator('.admin-moderation__item', { hasText: title }).waitFor();
        await check(admin, 'moderation-queue', language);
      });
  });
});
