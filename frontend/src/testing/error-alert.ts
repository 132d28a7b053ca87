import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

type ErrorAlertOptions = {
  /** The alert's heading: SPEC 8's 'Error' unless the screen names it otherwise. */
  title?: string;
  /** Where the alert is; the whole screen by default. */
  scope?: HTMLElement;
};

/** Waits for an error alert, checks its heading and that it says `message`, and resolves with it. */
export async function expectErrorAlert(
  message: string | RegExp,
  { title = 'Error', scope }: ErrorAlertOptions = {},
): Promise<HTMLElement> {
  const alert = await (scope ? within(scope) : screen).findByRole('alert');
  expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
  expect(alert).toHaveTextContent(message);
  return alert;
}
