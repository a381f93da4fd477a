import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { SortControl } from '../../components/SortControl';

describe('focus goes back to the control that opened a dialog', () => {
  it('the sort dialog: after a choice and after Escape', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SortControl value="date_desc" onChange={onChange} asDialog />);
    const opener = screen.getByRole('button', { name: 'Sort by' });
    opener.focus();
    fireEvent.click(opener);
    const choice = await screen.findByRole('button', { name: 'Release Date (Oldest)' });
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    fireEvent.click(choice);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalledWith('date_asc');
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

/** A list of removable chips like Discover's, its items in state. */
function Chips({ initial }: { initial: string[] }) {
  const [chips, setChips] = useState(initial);
  const list = useRef<HTMLUListElement>(null);
  const fallback = useRef<HTMLButtonElement>(null);
  const focus = useFocusAfterRemoval(list, () => fallback.current);
  return (
    <>
      <button type="button" ref={fallback}>
        Filter
      </button>
      <ul ref={list}>
        {chips.map((chip, index) => (
          <li key={chip}>
            <button
              type="button"
              onClick={() => {
                focus.removing(index);
                setChips(chips.filter((c) => c !== chip));
              }}
            >
              Remove {chip}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('focus after a chip is removed', () => {
  it('goes to the chip now in its place, else the one before, else the nearby control', () => {
    render(<Chips initial={['Romance', 'Comedy', 'Healing']} />);
    const press = (name: string) => {
      const chip = screen.getByRole('button', { name: `Remove ${name}` });
      chip.focus();
      fireEvent.click(chip);
    };
    press('Comedy');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Healing' }));
    press('Healing');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Romance' }));
    press('Romance');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' }));
  });
});
