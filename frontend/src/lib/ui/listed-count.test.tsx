import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListedCount } from './listed-count';

const USER = { one: 'user', other: 'users' };

describe('ListedCount: how many rows of a staff list the filters leave', () => {
  it.each([
    [1, 1, '1 user listed.'],
    [0, 1, '0 of 1 user listed.'],
    [0, 0, '0 users listed.'],
    [3, 12, '3 of 12 users listed.'],
    [1, 1200, '1 of 1,200 users listed.'],
  ])('%i shown of %i reads %j', (shown, total, text) => {
    render(<ListedCount shown={shown} total={total} noun={USER} />);

    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
