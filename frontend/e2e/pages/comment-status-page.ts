import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { SiteLayout } from './site-layout';

/** Comment status (/comment-status): the receipt code form and what it finds. */
export class CommentStatusPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly codeField: Locator;
  readonly submitButton: Locator;
  /** The answer's heading, 'Your comment'. */
  readonly resultHeading: Locator;
  /** A refusal: the error alert, or the message at the field. */
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Comment status' });
    this.codeField = page.getByLabel('Receipt code', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.resultHeading = page.getByRole('heading', { level: 2, name: 'Your comment' });
    this.refusal = this.layout.main.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.layout.open('/comment-status');
    await expect(this.heading).toBeVisible();
  }

  /** The value beside a term of the answer's description list. */
  fact(term: 'Status' | 'Received' | 'Filing' | 'Comment period'): Locator {
    return this.layout.main.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** The comment's text as the answer shows it. */
  commentText(text: string): Locator {
    return this.layout.main.locator('section p', { hasText: text });
  }

  /** Types `code` (unless it is null: the field keeps what it holds), presses Submit and resolves with the answer. */
  async lookUp(code: string | null): Promise<Response> {
    if (code !== null) await this.codeField.fill(code);
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/comment-status'),
    );
    await this.submitButton.click();
    return answer;
  }
}
