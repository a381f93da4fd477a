import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { useGeneralStore } from '../../stores/general';
import { json, stubApi, renderRoutes, signInAs } from '../../test/render';
import { MyProfileRedirect, ProfilePage } from './ProfilePage';

const render = (path: string) =>
  renderRoutes(
    <Routes>
      <Route path="/profile" element={<MyProfileRedirect />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    path,
  );

describe('profile', () => {
  it("someone else's profile is private, for a signed-in user, without asking the server", async () => {
    signInAs('minji');
    const calls = stubApi(() => json({ liked: { count: 0 }, bookmarked: { count: 0 }, watched: 0 }));
    const user = userEvent.setup();
    render('/profile/jisoo');
    expect(screen.getByRole('heading', { name: 'Private Profile' })).toBeInTheDocument();
    expect(screen.getByText('This profile is private and can only be viewed by its owner')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'View My Profile' }));
    expect(await screen.findByRole('heading', { name: 'minji' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/minji');
  });

  it('anonymous visitors see the notice too (no 401, no bounce to login), and no View My Profile (they have none)', async () => {
    const calls = stubApi(() => json({}));
    render('/profile/minji');
    expect(screen.getByText('This profile is private and can only be viewed by its owner')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'View My Profile' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/minji');
  });

  it('the owner sees three count tiles linking to the lists', async () => {
    signInAs('Minji');
    stubApi(() => json({ liked: { count: 3 }, bookmarked: { count: 1 }, watched: 12 }));
    render('/profile/minji');
    expect(await screen.findByTestId('tile-liked')).toHaveTextContent('3Liked');
    expect(screen.getByTestId('tile-bookmarked')).toHaveTextContent('1Bookmarked');
    expect(screen.getByTestId('tile-watched')).toHaveTextContent('12Watched');
    expect(screen.getByTestId('tile-watched')).toHaveAttribute('href', '/profile/shows/watched');
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
  });
});

describe('profile in Korean', () => {
  it('the tiles, the links and the private notice in Korean, counts written for Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    stubApi(() => json({ liked: { count: 1234 }, bookmarked: { count: 1 }, watched: 12 }));
    render('/profile/minji');
    expect(await screen.findByTestId('tile-liked')).toHaveTextContent('1,234좋아요');
    expect(screen.getByTestId('tile-bookmarked')).toHaveTextContent('1북마크');
    expect(screen.getByTestId('tile-watched')).toHaveTextContent('12시청 완료');
    expect(screen.getByRole('link', { name: '내 다이어리와 통계' })).toHaveAttribute('href', '/profile/diary');
    expect(screen.getByRole('link', { name: '내 목록' })).toHaveAttribute('href', '/lists');
  });

  it("someone else's profile: the private notice in Korean", () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    render('/profile/jisoo');
    expect(screen.getByRole('heading', { name: '비공개 프로필' })).toBeInTheDocument();
    expect(screen.getByText('비공개 프로필이에요. 프로필 주인만 볼 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 프로필 보기' })).toBeInTheDocument();
  });
});
