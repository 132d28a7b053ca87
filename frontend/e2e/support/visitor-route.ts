// The browser as a visitor of its own: the rate-page tests use up the hourly comment
// allowance of the browser's address, 127.0.0.1, on purpose. A journey that must comment from
// the browser sends its comment POSTs on through the trusted proxy in front of the gateway, in
// the name of a fresh visitor address: the browser's own request (body and type) to the real
// gateway and API, whose real answer the page gets.
import type { BrowserContext } from '@playwright/test';
import { fetchAsVisitor } from './client-address';

/** Answer headers the forwarding itself decides, never copied onto the page's answer. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/** Sends every POST the pages of `context` make to each of `paths` (`/ws/comments`) as `visitor`. */
export async function postAsVisitor(context: BrowserContext, visitor: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    await context.route(`**${path}`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const answer = await fetchAsVisitor(visitor, path, {
        method: 'POST',
        // Plain bytes back, so the page's answer needs no decoding.
        headers: { 'Content-Type': request.headers()['content-type'] ?? 'application/json', 'Accept-Encoding': 'identity' },
        body: request.postData() ?? '',
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      await route.fulfill({ status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) });
    });
  }
}
