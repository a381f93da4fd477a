import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { json, renderWithProviders, stubApi } from '../../test/render';
import { rememberEarlySearchPress, takeEarlySearchPress } from './early-search';
import { Header } from './Header';

/** Whether a press was remembered (and forgets it). */
const taken = () => {
  let opened = false;
  takeEarlySearchPress(() => (opened = true));
  return opened;
};

afterEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
  taken();
});

describe('a press on the search button before the page is live', () => {
  it('is remembered until the header takes it, once; presses elsewhere or once live are not', () => {
    rememberEarlySearchPress();
    document.body.innerHTML = '<button data-search-button><span>Search</span></button><button id="other">Other</button>';
    fireEvent.click(document.getElementById('other')!);
    expect(taken()).toBe(false);
    fireEvent.click(document.querySelector('[data-search-button] span')!);
    expect(taken()).toBe(true);
    expect(taken()).toBe(false);
    document.documentElement.setAttribute('data-hydrated', 'true');
    fireEvent.click(document.querySelector('[data-search-button]')!);
    expect(taken()).toBe(false);
    document.body.innerHTML = '';
  });

  it('opens search as soon as the header is live', async () => {
    stubApi(() => json({ _id: '1', releaseDate: '2025-01-01', shows: [] }));
    rememberEarlySearchPress();
    document.body.innerHTML = '<button data-search-button>Search</button>';
    fireEvent.click(document.querySelector('[data-search-button]')!);
    document.body.innerHTML = '';
    renderWithProviders(<Header />);
    expect(await screen.findByRole('combobox', { name: 'Search for drama' })).toBeInTheDocument();
    // (the page behind the open dialog is hidden from assistive technology)
    expect(screen.getByRole('button', { name: 'Search Drama...', hidden: true })).toHaveAttribute('data-search-button');
  });

  it('without one, the header opens nothing by itself', () => {
    stubApi(() => json({ _id: '1', releaseDate: '2025-01-01', shows: [] }));
    renderWithProviders(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
