import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { configureAnalytics } from '../../lib/analytics';
import { NavMenu } from './NavMenu';
import { navLabelFor } from './nav';
import { PageViewTracker } from './Layout';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useGeneralStore } from '../../stores/general';

afterEach(() => configureAnalytics({}));

describe('navigation menu', () => {
  it('labels the collapsed menu with the current route or Menu', () => {
    expect(navLabelFor('/')).toBe('nav.home');
    expect(navLabelFor('/discover')).toBe('nav.discover');
    expect(navLabelFor('/details/1')).toBe('nav.menu');
  });

  it('highlights the current entry, closes on choice and on an outside press, and locks scrolling while open', () => {
    render(
      <MemoryRouter initialEntries={['/discover']}>
        <div data-testid="outside">hero</div>
        <NavMenu collapsed />
      </MemoryRouter>,
      { wrapper: I18nProvider },
    );
    const trigger = screen.getByRole('button', { name: /Discover/ });
    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveClass('is-active');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(screen.getByRole('button', { name: /Discover/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('button', { name: /Home/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the entries in Korean when Korean is chosen', () => {
    useGeneralStore.setState({ language: 'kr' });
    render(
      <MemoryRouter initialEntries={['/discover']}>
        <NavMenu collapsed />
      </MemoryRouter>,
      { wrapper: I18nProvider },
    );
    fireEvent.click(screen.getByRole('button', { name: '탐색' }));
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toHaveTextContent('홈탐색');
  });

  it('covers the page while open, so a tap on it only closes the menu', () => {
    render(
      <MemoryRouter initialEntries={['/discover']}>
        <NavMenu collapsed />
      </MemoryRouter>,
      { wrapper: I18nProvider },
    );
    expect(screen.queryByTestId('nav-backdrop')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Discover/ }));
    const backdrop = screen.getByTestId('nav-backdrop');
    expect(backdrop.parentElement).toBe(document.body);
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('button', { name: /Discover/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('nav-backdrop')).toBeNull();
  });
});

describe('analytics', () => {
  function Nav() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => navigate('/discover')}>go</button>
        <button onClick={() => navigate('/discover?genre=1', { replace: true })}>filter</button>
      </>
    );
  }

  it('sends exactly one page view per route change, and none when not configured', () => {
    const send = vi.fn();
    configureAnalytics({ measurementId: 'G-TEST', send });
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageViewTracker />
        <Routes>
          <Route path="*" element={<Nav />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(send).toHaveBeenCalledTimes(1);
    act(() => fireEvent.click(screen.getByText('go')));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('/discover');
    act(() => fireEvent.click(screen.getByText('filter')));
    expect(send).toHaveBeenCalledTimes(2);

    const quiet = vi.fn();
    configureAnalytics({ send: quiet });
    act(() => fireEvent.click(screen.getByText('go')));
    expect(quiet).not.toHaveBeenCalled();
  });
});
