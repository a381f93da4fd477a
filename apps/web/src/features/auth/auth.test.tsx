import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { TEMP_TOKEN_KEY } from '../../api/auth';
import { RequireSession } from '../../app/RequireSession';
import { useAuthStore } from '../../stores/auth';
import { useGeneralStore } from '../../stores/general';
import { json, signInAs, stubApi, renderRoutes } from '../../test/render';
import { AuthPage } from './AuthPage';
import { CompleteProfilePage } from './CompleteProfilePage';

const LOGIN_RESPONSE = { username: 'minji', email: 'minji@example.com', avatar: null, accessToken: 'a.b.c' };

function renderAuth(entry: Parameters<typeof renderRoutes>[1]) {
  return renderRoutes(
    <Routes>
      <Route path="/login" element={<AuthPage />} />
      <Route path="/signup" element={<AuthPage />} />
      <Route path="/complete-profile" element={<CompleteProfilePage />} />
      <Route
        path="/settings"
        element={
          <RequireSession>
            <p>settings screen</p>
          </RequireSession>
        }
      />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    entry,
  );
}

const location = () => screen.getByTestId('location');

describe('login and sign-up forms', () => {
  it("validate on change with the spec's messages", async () => {
    stubApi(() => json({ googleClientId: null }));
    const user = userEvent.setup();
    renderAuth('/signup');
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await user.type(username, 'ab');
    expect(await screen.findByText('Username must be at least 3 characters long')).toBeInTheDocument();
    await user.clear(username);
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('shows the server message in an alert, or "An unexpected error occurred" when the response has no body', async () => {
    let reply = json({ status: 'error', code: 'auth.invalidCredentials', message: 'Invalid username or password' }, 401);
    stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: null }) : reply));
    const user = userEvent.setup();
    renderAuth('/login');
    await user.type(screen.getByLabelText('Username'), 'minji');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    reply = new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred'));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('login returns to the page the visitor came from and stores the session', async () => {
    const calls = stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: null }) : json(LOGIN_RESPONSE)));
    const user = userEvent.setup();
    renderAuth({ pathname: '/login', state: { from: { pathname: '/details/42', search: '', hash: '' } } });
    await user.type(screen.getByLabelText('Username'), 'minji');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toHaveTextContent('/details/42'));
    expect(calls.find((c) => c.url === '/api/auth/login')!.body).toEqual({ username: 'minji', password: 'secret1' });
    expect(useAuthStore.getState()).toMatchObject({ user: { username: 'minji' }, accessToken: 'a.b.c' });
    // the user is kept for the next visit, no token: the access token stays in memory, the refresh token is a cookie
    expect(JSON.parse(localStorage.getItem('auth')!).state).toEqual({
      user: { username: 'minji', email: 'minji@example.com', avatar: null },
      isLoading: false,
    });
  });

  const signUp = async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'minji');
    await user.type(screen.getByLabelText('Email'), 'minji@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  };

  it('sign-up lands on the page the visitor came from (through the login screen)', async () => {
    stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: null }) : json(LOGIN_RESPONSE, 201)));
    renderAuth({ pathname: '/login', state: { from: { pathname: '/details/42', search: '', hash: '' } } });
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Sign Up' });
    await signUp();
    await waitFor(() => expect(location()).toHaveTextContent('/details/42'));
    expect(location()).toHaveAttribute('data-state', 'null');
  });

  it('sign-up with no page to go back to lands on home with a welcome', async () => {
    stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: null }) : json(LOGIN_RESPONSE, 201)));
    renderAuth('/signup');
    await signUp();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ welcome: true }));
  });

  it('hides the Google button without a client id', async () => {
    const calls = stubApi(() => json({ googleClientId: null }));
    renderAuth('/login');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/config')).toBe(true));
    expect(screen.queryByTestId('google-signin')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});

describe('Google sign-in', () => {
  function fakeGoogle() {
    const google = { callback: null as null | ((r: { credential: string }) => void), rendered: 0 };
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: ({ callback }: { callback: (r: { credential: string }) => void }) => (google.callback = callback),
          renderButton: () => google.rendered++,
        },
      },
    });
    return google;
  }

  it('a new Google user: the temp token goes to session storage and the app to /complete-profile', async () => {
    const google = fakeGoogle();
    const calls = stubApi(({ url }) =>
      url === '/api/auth/config' ? json({ googleClientId: 'client-1' }) : json({ requiresUsername: true, tempToken: 'temp-9' }, 202),
    );
    renderAuth('/login');
    await waitFor(() => expect(google.rendered).toBe(1));
    google.callback!({ credential: 'id-token' });
    await waitFor(() => expect(location()).toHaveTextContent('/complete-profile'));
    expect(calls.find((c) => c.url === '/api/auth/google')!.body).toEqual({ token: 'id-token' });
    expect(sessionStorage.getItem(TEMP_TOKEN_KEY)).toBe('temp-9');
    expect(screen.getByRole('heading', { name: 'Create Username' })).toBeInTheDocument();
  });

  it('a known Google user is signed in and returns to the origin; a refusal is shown', async () => {
    const google = fakeGoogle();
    let answer = json({ status: 'error', code: 'auth.googleEmailUnverified', message: 'Your Google email address is not verified' }, 401);
    stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: 'client-1' }) : answer));
    renderAuth({ pathname: '/login', state: { from: { pathname: '/discover', search: '?genre=1', hash: '' } } });
    await waitFor(() => expect(google.rendered).toBe(1));
    google.callback!({ credential: 'id-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google email address is not verified');
    answer = json(LOGIN_RESPONSE);
    google.callback!({ credential: 'id-token' });
    await waitFor(() => expect(location()).toHaveTextContent('/discover'));
    expect(useAuthStore.getState()).toMatchObject({ user: { username: 'minji' }, accessToken: 'a.b.c' });
  });
});

describe('guards', () => {
  it('/settings without a session goes to /login remembering the origin', () => {
    stubApi(() => json({ googleClientId: null }));
    renderAuth('/settings');
    expect(location()).toHaveTextContent('/login');
    expect(JSON.parse(location().dataset.state!)).toMatchObject({ from: { pathname: '/settings' } });
  });

  it('/settings with the user stored but no access token yet (a reload: the refresh cookie gets one) is still reachable', () => {
    useAuthStore.setState({ user: { username: 'minji', email: 'm@x.io', avatar: null }, accessToken: null });
    renderAuth('/settings');
    expect(screen.getByText('settings screen')).toBeInTheDocument();
  });

  it('a signed-in user opening /login or /signup is sent on: to where they came from, else home', () => {
    signInAs('minji');
    renderAuth({ pathname: '/login', state: { from: { pathname: '/settings', search: '', hash: '' } } });
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByText('settings screen')).toBeInTheDocument();
    cleanup();
    renderAuth('/signup');
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('/complete-profile without a temporary token redirects to /login', () => {
    stubApi(() => json({ googleClientId: null }));
    renderAuth('/complete-profile');
    expect(location()).toHaveTextContent('/login');
  });
});

describe('complete-profile', () => {
  it("shows 'No temporary token found' when the token is gone at submit", async () => {
    sessionStorage.setItem(TEMP_TOKEN_KEY, 'temp');
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    renderAuth('/complete-profile');
    expect(screen.getByRole('heading', { name: 'Create Username' })).toBeInTheDocument();
    expect(screen.getByText('Complete registration by creating a username')).toBeInTheDocument();
    sessionStorage.removeItem(TEMP_TOKEN_KEY);
    await user.type(screen.getByLabelText('Username'), 'minji');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No temporary token found');
    expect(calls).toHaveLength(0);
  });

  it('sends the temp token as a bearer token, stores the session, removes the token and goes back where the fan was', async () => {
    sessionStorage.setItem(TEMP_TOKEN_KEY, 'temp-123');
    const calls = stubApi(() => json(LOGIN_RESPONSE, 201));
    renderAuth({ pathname: '/complete-profile', state: { from: { pathname: '/details/42', search: '', hash: '' } } });
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'minji' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(location()).toHaveTextContent('/details/42'));
    expect(calls[0]).toMatchObject({ url: '/api/auth/complete-profile', method: 'POST', body: { username: 'minji' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer temp-123');
    expect(sessionStorage.getItem(TEMP_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: { username: 'minji' }, accessToken: 'a.b.c' });
  });
});

describe('in Korean', () => {
  it('sign-up speaks Korean: labels, validation messages from the contract, the server refusal', async () => {
    useGeneralStore.setState({ language: 'kr' });
    stubApi(({ url }) =>
      url === '/api/auth/config'
        ? json({ googleClientId: null })
        : json({ status: 'error', code: 'auth.usernameTaken', message: 'Username is already taken' }, 409),
    );
    const user = userEvent.setup();
    renderAuth('/signup');
    expect(screen.getByRole('heading', { name: '회원가입' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('아이디'), 'ab');
    expect(await screen.findByText('아이디는 3자 이상이어야 해요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('이메일'), 'not-an-email');
    expect(await screen.findByText('올바른 이메일 주소가 아니에요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('비밀번호'), 'abc');
    expect(await screen.findByText('비밀번호는 6자 이상이어야 해요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('아이디'), 'c');
    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'minji@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'def');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 아이디예요');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('a wrong password and an unknown server message are both said in Korean, and follow a switch back to English', async () => {
    useGeneralStore.setState({ language: 'kr' });
    let reply = json({ status: 'error', code: 'auth.invalidCredentials', message: 'Invalid username or password' }, 401);
    stubApi(({ url }) => (url === '/api/auth/config' ? json({ googleClientId: null }) : reply));
    const user = userEvent.setup();
    renderAuth('/login');
    await user.type(screen.getByLabelText('아이디'), 'minji');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않아요');
    act(() => useGeneralStore.setState({ language: 'en' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    act(() => useGeneralStore.setState({ language: 'kr' }));
    reply = json({ status: 'error', message: 'Some words the app never heard' }, 418);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('예상하지 못한 오류가 발생했어요'));
  });
});

describe('complete-profile in Korean', () => {
  it('the page, its validation and the missing-token message in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    sessionStorage.setItem(TEMP_TOKEN_KEY, 'temp');
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    renderAuth('/complete-profile');
    expect(screen.getByRole('heading', { name: '아이디 만들기' })).toBeInTheDocument();
    expect(screen.getByText('아이디를 만들면 가입이 끝나요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('아이디'), 'a b');
    expect(await screen.findByText('아이디에는 문자, 숫자, 마침표(.), 하이픈(-), 밑줄(_)만 쓸 수 있어요')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('아이디'));
    await user.type(screen.getByLabelText('아이디'), 'minji');
    sessionStorage.removeItem(TEMP_TOKEN_KEY);
    await user.click(screen.getByRole('button', { name: '가입 완료' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('임시 토큰이 없어요. Google로 다시 로그인해 주세요.');
    expect(calls).toHaveLength(0);
  });

  it('the Google button is drawn in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    const options: Record<string, unknown>[] = [];
    vi.stubGlobal('google', {
      accounts: { id: { initialize: () => {}, renderButton: (_: HTMLElement, o: Record<string, unknown>) => options.push(o) } },
    });
    stubApi(() => json({ googleClientId: 'client-1' }));
    renderAuth('/login');
    await waitFor(() => expect(options).toHaveLength(1));
    expect(options[0]).toMatchObject({ locale: 'ko' });
    expect(screen.getByText('또는')).toBeInTheDocument();
  });
});
