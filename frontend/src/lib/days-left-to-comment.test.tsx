import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { DaysLeftToComment } from './days-left-to-comment';

// Latest Rates' countdown follows the language chosen.
describe('DaysLeftToComment', () => {
  it('counts down in English, then in Spanish once it is chosen, with each language’s plural', async () => {
    render(
      <>
        <p data-testid="one">
          <DaysLeftToComment days={1} />
        </p>
        <p data-testid="many">
          <DaysLeftToComment days={12} />
        </p>
      </>,
    );
    expect(screen.getByTestId('one')).toHaveTextContent('1 day left to comment');
    expect(screen.getByTestId('many')).toHaveTextContent('12 days left to comment');

    await act(() => chooseLanguage('es'));

    expect(screen.getByTestId('one')).toHaveTextContent('Queda 1 día para comentar');
    expect(screen.getByTestId('many')).toHaveTextContent('Quedan 12 días para comentar');
  });
});
