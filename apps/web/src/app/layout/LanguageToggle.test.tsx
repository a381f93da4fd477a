import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { LanguageToggle } from './LanguageToggle';

describe('language toggle', () => {
  it('names Korean in its tooltip instead of promising it, and switches the interface and <html lang> to Korean', async () => {
    renderWithProviders(<LanguageToggle />);
    const kr = screen.getByRole('button', { name: /^kr/ });
    expect(kr).toHaveAccessibleDescription('Korean');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(kr);

    expect(useGeneralStore.getState().language).toBe('kr');
    expect(screen.getByRole('group', { name: '언어' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^kr/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^kr/ })).toHaveAccessibleDescription('한국어');
    expect(document.documentElement.lang).toBe('ko');
  });

  it("moves to the page's address in the other language, keeping its path, query and fragment, and back", async () => {
    window.history.replaceState(null, '', '/discover?genre=1&page=2#results');
    renderWithProviders(<LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: /^kr/ }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ko/discover?genre=1&page=2#results');
    await userEvent.click(screen.getByRole('button', { name: /^en/ }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/discover?genre=1&page=2#results');
    expect(useGeneralStore.getState()).toMatchObject({ language: 'en', offerDone: true });
    window.history.replaceState(null, '', '/');
  });
});
