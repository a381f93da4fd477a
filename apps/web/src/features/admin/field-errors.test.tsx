/**
 * A console form's refused fields are shown beside each field (named by aria-describedby), in English and Korean,
 * not as one raw block; the hero form refuses an image the page could not show before sending anything.
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, IMAGE_ORIGINS } from '@klama/contract';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { admin } from '../../i18n/messages/en/admin';
import { admin as adminKo } from '../../i18n/messages/ko/admin';
import { i18nFor } from '../../i18n';
import { AdminMessages } from './admin-messages';
import { HeroScreen } from './HeroScreen';
import { CollectionsScreen } from './CollectionsScreen';
import { adminKeyOf } from './field-errors';

const IMAGE_REFUSED =
  'must be a path on this site (/…) or an address on https://image.tmdb.org, https://i.ytimg.com, https://lh3.googleusercontent.com (the only images pages may show)';

const renderConsole = (screenElement: React.ReactElement) =>
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <AdminMessages>{screenElement}</AdminMessages>
    </Suspense>,
  );

/** Fills the new-slide form; the image address is the one given. */
async function fillSlide(
  user: ReturnType<typeof userEvent.setup>,
  labels: { title: string; url: string; img: string; tag: string },
  img: string,
) {
  await user.type(screen.getByLabelText(labels.title), 'Spring picks');
  await user.type(screen.getByLabelText(labels.url), '/collection/most-popular');
  await user.type(screen.getByLabelText(labels.img), img);
  await user.type(screen.getByLabelText(labels.tag), 'New');
}

const ENGLISH = {
  title: 'Title (English)',
  url: 'Link (a path on this site or an http(s) address)',
  img: /^Image address/,
  tag: 'Tag (English)',
} as const;

describe('console field errors', () => {
  it('the hero form refuses an image the page cannot show beside the field, before sending', async () => {
    signInAs('boss');
    const calls = stubApi(() => json([]));
    const user = userEvent.setup();
    renderConsole(<HeroScreen />);
    await user.click(await screen.findByRole('button', { name: 'New slide' }));
    await fillSlide(user, ENGLISH as never, 'https://example.com/spring.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const img = screen.getByLabelText(ENGLISH.img);
    expect(img).toHaveAttribute('aria-invalid', 'true');
    expect(img).toHaveAccessibleDescription(IMAGE_REFUSED);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change: see the note beside each.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('body.img');
    expect(screen.getByLabelText('Title (English)')).not.toHaveAttribute('aria-invalid');
    // nothing was sent
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await expect.poll(() => document.activeElement).toBe(img);
  });

  it("the server's refusal of several fields: each beside its own field", async () => {
    signInAs('boss');
    const calls = stubApi(({ method }) =>
      method === 'POST'
        ? json(
            {
              status: 'error',
              code: 'common.invalidRequest',
              message: 'Invalid request',
              errors: [
                { path: 'body.title', code: 'validation.atMostCharacters', message: 'must be at most 120 characters' },
                { path: 'body.tag.label', code: 'validation.required', message: 'is required' },
              ],
            },
            400,
          )
        : json([]),
    );
    const user = userEvent.setup();
    renderConsole(<HeroScreen />);
    await user.click(await screen.findByRole('button', { name: 'New slide' }));
    await fillSlide(user, ENGLISH as never, '/hero/spring.svg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Title (English)')).toHaveAccessibleDescription('must be at most 120 characters');
    await expect.poll(() => screen.getByLabelText('Tag (English)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Tag (English)')).toHaveAccessibleDescription('is required');
    expect(screen.getByLabelText(ENGLISH.img)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Invalid request|body\./);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('in Korean: the notes beside the fields and the alert are Korean', async () => {
    // the console's Korean, which the app loads on first use (admin-messages.tsx), ready at once
    i18nFor('kr')!.addNamespace('admin', adminKo);
    useGeneralStore.setState({ language: 'kr' });
    signInAs('boss');
    stubApi(({ method }) =>
      method === 'POST'
        ? json(
            {
              status: 'error',
              code: 'common.invalidRequest',
              message: 'Invalid request',
              errors: [
                { path: 'body.key', code: 'admin.slug', message: 'must be a slug: lower-case letters and digits joined by single dashes' },
                { path: 'body.name', code: 'validation.atMostCharacters', message: 'must be at most 80 characters' },
              ],
            },
            400,
          )
        : json([]),
    );
    const user = userEvent.setup();
    renderConsole(<CollectionsScreen />);
    await user.click(await screen.findByRole('button', { name: '새 컬렉션' }));
    await user.type(screen.getByLabelText(/^키/), 'Best Of');
    await user.type(screen.getByLabelText('이름 (영어)'), 'x');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await expect.poll(() => screen.getByLabelText(/^키/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^키/)).toHaveAccessibleDescription('영어 소문자와 숫자를 대시 하나로 이은 슬러그여야 해요');
    expect(screen.getByLabelText('이름 (영어)')).toHaveAccessibleDescription('너무 길어요');
    expect(screen.getByRole('alert')).toHaveTextContent('고쳐야 할 칸이 있어요. 각 칸 옆의 안내를 확인해 주세요.');
  });

  it("has every code of the contract's console, its English word for word", () => {
    for (const [key, message] of Object.entries(ADMIN_MESSAGES)) {
      expect(adminKeyOf(`admin.${key}`), message).toBe(`errors.${key}`);
      const english = admin.errors[key as keyof typeof admin.errors].replace('{{sites}}', IMAGE_ORIGINS.join(', '));
      expect(english).toBe(message);
    }
    expect(adminKeyOf('admin.toString')).toBeNull();
    expect(adminKeyOf('common.notFound')).toBeNull();
  });
});
