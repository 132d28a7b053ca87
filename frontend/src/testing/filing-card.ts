/** The filing card that the Rate Page and the admin Filing Details both show: its facts and its attachments. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fact } from '@/testing/facts';

/** The body rows of the 'Filing attachments' table. */
export function attachmentRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: /Filing attachments/ });
  return within(table).getAllByRole('row').slice(1);
}

/** Checks the Product Information of the fixtures' small group filing, whose product is `product`. */
export function expectSmallGroupProductInformation(product: string): void {
  expect(fact('Product')).toHaveTextContent(product);
  expect(fact('Type of Insurance')).toHaveTextContent('Group Health - Major Medical');
  expect(fact('Product Name')).toHaveTextContent('Blue Lake Small Business PPO 2027');
  expect(fact('Market Type')).toHaveTextContent('Group');
  expect(fact('Group Market Size')).toHaveTextContent('Small Group');
  expect(fact('Group Market Type')).toHaveTextContent('Association');
}

/** Facts of the filing card that either screen leaves missing when the filing lacks them. */
export const OPTIONAL_FACTS = [
  'Group Market Size',
  'Group Market Type',
  'Company Tracking Number',
  'Implementation Date Requested',
  'Number of Policy Holders Affected',
];

/** Checks that each of `terms` shows its missing value the same way: a dash, read as 'Not provided'. */
export function expectNotProvided(terms: readonly string[]): void {
  for (const term of terms) {
    expect(fact(term), term).toHaveTextContent(/^—Not provided$/);
  }
}

/**
 * The items of the card's 'Comments' list, once checked to be the fixtures' two comments shown
 * as plain text: the first keeps its line break, the second's markup shows as typed.
 */
export function plainTextComments(): HTMLElement[] {
  const comments = within(screen.getByRole('region', { name: 'Comments' })).getAllByRole('listitem');
  expect(comments).toHaveLength(2);
  expect(comments[0]!.querySelector('p')!.textContent).toBe(
    'Customer service has gotten worse.\nI waited 50 minutes on hold, twice.',
  );
  // Never HTML: the markup shows as typed.
  expect(within(comments[1]!).getByText('<b>Please</b> reject this increase.')).toBeInTheDocument();
  expect(comments[1]!.querySelector('b')).toBeNull();
  return comments;
}
