/** ASVS 6.2.6 and 6.2.7 in the web's tests: the password inputs of what is rendered, masked and open to pasting. */
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';

/** The inputs of the page that hold a password (by their form name). */
export const passwordInputs = () => [...document.querySelectorAll('input')].filter((input) => /password/i.test(input.name));

/**
 * The password inputs named in `autocomplete` (form name → its autocomplete value, in the page's order) are masked, tell
 * password managers what they hold, and take a pasted password.
 */
export async function expectMaskedAndPastable(autocomplete: Record<string, string>) {
  const inputs = passwordInputs().filter((input) => input.name in autocomplete);
  expect(inputs.map((i) => [i.name, i.getAttribute('autocomplete')])).toEqual(Object.entries(autocomplete));
  const user = userEvent.setup();
  for (const input of inputs) {
    expect(input).toHaveAttribute('type', 'password');
    await user.click(input);
    await user.paste('pasted from a manager: 비밀 🍜');
    expect(input).toHaveValue('pasted from a manager: 비밀 🍜');
  }
}
