import { expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { NavMenu } from './NavMenu';

it('the phone menu gives focus back to its button when Escape closes it from one of its links', () => {
  renderWithProviders(<NavMenu collapsed />, { route: '/discover' });
  const trigger = screen.getByRole('button', { name: /Discover/ });
  fireEvent.click(trigger);
  const link = screen.getByRole('link', { name: 'Home' });
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  expect(document.activeElement).toBe(trigger);
});
