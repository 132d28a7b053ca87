import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for SPEC 8's error alert, headed 'Error', and checks that it says `message`. */
export async function expectErrorAlert(message: string | RegExp): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent(message);
  return alert;
}
