import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useGeneralStore } from '../stores/general';
import { renderWithProviders } from '../test/render';
import { ShowCard } from './ShowCard';

const show = { id: 9000225, name: 'Squid Game', original_name: '오징어 게임', first_air_date: '2025-06-27', poster_path: {} };

afterEach(() => act(() => useGeneralStore.setState({ language: 'en' })));

describe('ShowCard', () => {
  it('draws a generated title card when there is no poster, and links to the details', () => {
    renderWithProviders(<ShowCard show={show} />);
    expect(screen.getByTestId('title-card')).toHaveTextContent('Squid Game');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/details/9000225');
    expect(screen.getByText('2025')).toBeInTheDocument();
  });
  it('shows the placeholder icon for no-image', () => {
    renderWithProviders(<ShowCard show={{ ...show, poster_path: { US: { path: 'no-image' } } }} />);
    expect(screen.getByTestId('poster-placeholder')).toBeInTheDocument();
  });
  it('requests the poster at its shown size with width and height set', () => {
    const { container } = renderWithProviders(<ShowCard show={{ ...show, poster_path: { KR: { path: '/kr.jpg' } } }} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w300_and_h450_bestv2/kr.jpg');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '450');
  });
  it('falls back to the generated title card when the poster fails to load', () => {
    const { container } = renderWithProviders(<ShowCard show={{ ...show, poster_path: { US: { path: '/stale.jpg' } } }} />);
    expect(screen.queryByTestId('title-card')).not.toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('title-card')).toHaveTextContent('Squid Game');
    expect(screen.getByRole('link')).toHaveTextContent('Squid Game');
  });
  it('labels a season of a series, unless its title already says which season it is', () => {
    renderWithProviders(<ShowCard show={{ ...show, season_number: 3 }} />);
    expect(screen.getByText('2025 · Season 3')).toBeInTheDocument();
    cleanup();
    renderWithProviders(<ShowCard show={{ ...show, name: 'Moving Season 2', season_number: 2 }} />);
    expect(screen.queryByText(/· Season 2/)).not.toBeInTheDocument();
  });
  it('uses the Korean title when the language is kr', () => {
    act(() => useGeneralStore.setState({ language: 'kr' }));
    renderWithProviders(<ShowCard show={show} />);
    expect(screen.getAllByText('오징어 게임').length).toBeGreaterThan(0);
  });
  it('labels a season in Korean when the language is kr', () => {
    act(() => useGeneralStore.setState({ language: 'kr' }));
    renderWithProviders(<ShowCard show={{ ...show, season_number: 3 }} />);
    expect(screen.getByRole('link')).toHaveTextContent('오징어 게임');
    expect(screen.getByText('2025 · 시즌 3')).toBeInTheDocument();
  });
  it('persists the language under general', () => {
    act(() => useGeneralStore.getState().setLanguage('kr'));
    expect(JSON.parse(localStorage.getItem('general')!).state).toMatchObject({ language: 'kr' });
  });
});
