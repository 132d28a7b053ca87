import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { insurerFixture, signInForTests } from '@/testing/staff-session';

/** Opens a staff screen's `path` as an Insurance user and waits for the public home shown in its place (SPEC 6). */
export async function expectPublicHomeForInsurer(path: string): Promise<void> {
  signInForTests(insurerFixture);
  renderRoute(path);
  expect(await screen.findByText(/Health Insurance Transparency website where you can:/)).toBeInTheDocument();
}
