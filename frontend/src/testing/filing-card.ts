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
