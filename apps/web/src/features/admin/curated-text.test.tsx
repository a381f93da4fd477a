/**
 * Curated text in both languages in the console (decision 0054): hero slides, collections and the About show their
 * English and Korean side by side, each control labelled with its language; what lacks Korean is marked ("English
 * only" when there is none, else the fields it lacks) and each screen counts it; a save sends both languages, an
 * emptied Korean text as none (null). In Korean too.
 */
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCollection, AdminHeroSlide, AdminProfile } from '@klama/contract';
import { json, renderWithProviders, signInAs, stubApi, type ApiCall } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { admin as adminKo } from '../../i18n/messages/ko/admin';
import { i18nFor } from '../../i18n';
import { AdminMessages } from './admin-messages';
import { HeroScreen } from './HeroScreen';
import { CollectionsScreen } from './CollectionsScreen';
import { AboutScreen } from './AboutScreen';

const slide = (id: number, title: string, ko: AdminHeroSlide['ko'], tagline?: string): AdminHeroSlide => ({
  id,
  order: id,
  url: '/discover',
  title,
  ...(tagline ? { tagline } : {}),
  img: '/hero/discover.svg',
  tag: { label: 'Curated', color: 'jasmine' },
  ko,
});
const SLIDES = [
  slide(1, "Viewer's Choice", { title: '시청자 추천작', tagline: '보고 또 보는 드라마', tagLabel: '큐레이션' }, 'Watched again and again'),
  slide(2, 'Genre Fiction', { title: '장르물', tagline: null, tagLabel: null }, 'Ghosts and goblins'),
  slide(3, 'Discover', { title: null, tagline: null, tagLabel: null }),
];

const collection = (key: string, name: string, ko: AdminCollection['ko']): AdminCollection => ({
  key,
  name,
  description: `${name}, described.`,
  kind: 'permanent',
  frequency: null,
  showIds: [],
  lists: [],
  ko,
});
const COLLECTIONS = [
  collection('most-popular', 'Most Popular', { name: '최고 인기작', description: '전 세계를 사로잡은 한국 드라마.' }),
  collection('slow-burn', 'Slow Burn', { name: null, description: null }),
];

function renderScreen(ui: ReactElement, answer: (call: ApiCall) => unknown) {
  signInAs('boss');
  const calls = stubApi((call) => json(answer(call)));
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <AdminMessages>{ui}</AdminMessages>
    </Suspense>,
  );
  return calls;
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, url: c.url, body: c.body }));

describe('curated text in English and Korean', () => {
  it('hero slides: each marked by what it lacks, counted, and edited in both languages side by side', { timeout: 30_000 }, async () => {
    const calls = renderScreen(<HeroScreen />, ({ method, body }) =>
      method === 'PATCH' ? { ...SLIDES[1], ...(body as object), ko: { ...SLIDES[1]!.ko, ...(body as AdminHeroSlide).ko } } : SLIDES,
    );
    expect(await screen.findByTestId('korean-count')).toHaveTextContent('Korean text missing on 2 of 3 slides.');
    const marks = screen.getAllByTestId('korean-missing').map((m) => m.textContent);
    expect(marks).toEqual(['Korean missing: Tagline, Tag', 'English only']);

    const u = userEvent.setup();
    await u.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    const form = screen.getByRole('form', { name: 'Edit slide “Genre Fiction”' });
    expect(within(form).getByLabelText('Title (English)')).toHaveValue('Genre Fiction');
    expect(within(form).getByLabelText('Title (Korean)')).toHaveValue('장르물');
    expect(within(form).getByLabelText('Title (Korean)')).toHaveAttribute('lang', 'ko');
    expect(within(form).getByLabelText('Tagline (Korean)')).toHaveValue('');
    await u.type(within(form).getByLabelText('Tagline (Korean)'), '귀신과 도깨비');
    await u.clear(within(form).getByLabelText('Title (Korean)'));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New slide' });
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/hero/2',
        body: {
          title: 'Genre Fiction',
          tagline: 'Ghosts and goblins',
          url: '/discover',
          img: '/hero/discover.svg',
          tag: { label: 'Curated', color: 'jasmine' },
          ko: { title: null, tagline: '귀신과 도깨비', tagLabel: null },
        },
      },
    ]);
  });

  it('collections: marked and counted; a save sends the Korean name and description beside the English', { timeout: 30_000 }, async () => {
    const calls = renderScreen(<CollectionsScreen />, ({ method, url }) =>
      method === 'PATCH' ? COLLECTIONS[1] : url.startsWith('/api/admin/collections') ? COLLECTIONS : { results: [] },
    );
    expect(await screen.findByTestId('korean-count')).toHaveTextContent('Korean text missing on 1 of 2 collections.');
    expect(screen.getAllByTestId('korean-missing').map((m) => m.textContent)).toEqual(['English only']);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: /Slow Burn/ }));
    const form = screen.getByRole('form', { name: 'Name and description' });
    await u.type(within(form).getByLabelText('Name (Korean)'), '슬로 번');
    await u.type(within(form).getByLabelText('Description (Korean)'), '천천히 빠져드는 드라마.');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/collections/slow-burn',
        body: { name: 'Slow Burn', description: 'Slow Burn, described.', ko: { name: '슬로 번', description: '천천히 빠져드는 드라마.' } },
      },
    ]);
  });

  it('the About: English only until its Korean is written; both saved at once', { timeout: 30_000 }, async () => {
    let stored: AdminProfile = { about: '# About', ko: { about: null } };
    const calls = renderScreen(<AboutScreen />, ({ method, body }) => {
      if (method === 'PUT') stored = body as AdminProfile;
      return stored;
    });
    expect(await screen.findByTestId('korean-count')).toHaveTextContent('The About has no Korean text: Korean readers see the English.');
    expect(screen.getByTestId('korean-missing')).toHaveTextContent('English only');
    const u = userEvent.setup();
    expect(screen.getByLabelText('About text (Markdown) (English)')).toHaveValue('# About');
    await u.type(screen.getByLabelText('About text (Markdown) (Korean)'), '# 소개');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The About has its Korean text.')).toBeInTheDocument();
    // the preview shows either language, one at a time
    await u.click(screen.getByRole('button', { name: 'Preview (Korean)' }));
    expect(await screen.findByRole('heading', { level: 1, name: '소개' })).toBeInTheDocument();
    expect(screen.queryByTestId('korean-missing')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', url: '/api/admin/profile', body: { about: '# About', ko: { about: '# 소개' } } }]);
  });

  it('in Korean', { timeout: 30_000 }, async () => {
    i18nFor('kr')!.addNamespace('admin', adminKo);
    useGeneralStore.setState({ language: 'kr' });
    renderScreen(<HeroScreen />, () => SLIDES);
    expect(await screen.findByTestId('korean-count')).toHaveTextContent('슬라이드 3개 중 2개에 한국어 텍스트가 빠져 있어요.');
    expect(screen.getAllByTestId('korean-missing').map((m) => m.textContent)).toEqual(['한국어 없음: 한 줄 소개, 태그', '영어만 있음']);
    await userEvent.setup().click(screen.getAllByRole('button', { name: '편집' })[0]!);
    expect(screen.getByLabelText('제목 (한국어)')).toHaveValue('시청자 추천작');
    expect(screen.getByLabelText('제목 (영어)')).toHaveValue("Viewer's Choice");
  });
});
