import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { answerOf, ApiError, keyAsGiven, textOf } from './api-client';
import { publicApi } from './public-api-client';

/** Answers `path` with `answer` and keeps each request that reached it. */
function record(method: 'get' | 'post', path: string, answer: () => Response): Request[] {
  const requests: Request[] = [];
  server.use(
    http[method](api(path), ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

describe('the public API client', () => {
  it('asks for JSON under the API base, resolved against the page, and reads the answer', async () => {
    const requests = record('get', '/counties', () => HttpResponse.json([{ id: 3, longName: 'Adams County' }]));

    await expect(answerOf(publicApi.GET('/counties'))).resolves.toEqual([{ id: 3, longName: 'Adams County' }]);

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(new URL('/ws/counties', window.location.href).toString());
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('asks for plain text when it reads the answer as text', async () => {
    const requests = record('get', '/insurance-forms/quality-measure-note', () => HttpResponse.text('A note.'));

    await expect(textOf(publicApi.GET('/insurance-forms/quality-measure-note', { parseAs: 'text' }))).resolves.toBe(
      'A note.',
    );

    expect(requests[0]!.headers.get('Accept')).toBe('text/plain');
  });

  it('reads an empty text answer as empty text', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text('')));

    await expect(textOf(publicApi.GET('/insurance-forms/quality-measure-link', { parseAs: 'text' }))).resolves.toBe('');
  });

  it('fails a JSON call whose 2xx answer has no body', async () => {
    server.use(http.get(api('/site-profile'), () => new HttpResponse(null, { status: 200 })));

    await expect(answerOf(publicApi.GET('/site-profile'))).rejects.toThrow('answered 200 without a body');
  });

  it('puts path keys in the address encoded, and a key as the page gave it unchanged', async () => {
    const requests = record('get', '/company-products/:a/:b/:c/:d', () => HttpResponse.json({}));

    await answerOf(
      publicApi.GET('/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}', {
        params: {
          path: { companyProductPk: 7, filingId: keyAsGiven('abc'), companyPk: keyAsGiven('a/b'), toiId: 2 },
        },
      }),
    );

    expect(new URL(requests[0]!.url).pathname).toBe('/ws/company-products/7/abc/a%2Fb/2');
  });

  it('POSTs a body as JSON', async () => {
    const requests = record('post', '/comment-status', () =>
      HttpResponse.json({ state: 'awaiting_review' }, { status: 200 }),
    );

    await answerOf(publicApi.POST('/comment-status', { body: { code: 'K7QM-2D9X' } }));

    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ code: 'K7QM-2D9X' });
  });

  it("throws a refusal as an ApiError with the error body's code, message, field, message code and values", async () => {
    server.use(
      http.post(api('/comments'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'The comment period closed on March 5, 2026.',
              field: 'commentary',
              messageCode: 'comment_period_closed',
              messageParams: { closedOn: '2026-03-05', left: 0, ignored: { nested: true } },
            },
          },
          { status: 409 },
        ),
      ),
    );

    const error = await publicApi
      .POST('/comments', { body: { filingKey: 1, commentary: 'Too late.' } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'The comment period closed on March 5, 2026.',
      field: 'commentary',
      messageCode: 'comment_period_closed',
      messageParams: { closedOn: '2026-03-05', left: 0 },
    });
  });

  it('throws an answer without an error body as an ApiError naming the status', async () => {
    server.use(http.get(api('/filings'), () => new HttpResponse('upstream down', { status: 503, statusText: 'Service Unavailable' })));

    await expect(publicApi.GET('/filings')).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      code: 'http_503',
      message: 'The server answered 503 Service Unavailable.',
      field: null,
      messageCode: null,
      messageParams: {},
    });
  });

  it('throws a request that got no answer as a network ApiError', async () => {
    server.use(http.get(api('/get-years'), () => HttpResponse.error()));

    const error = await publicApi.GET('/get-years').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network', message: 'The server could not be reached.' });
  });

  it('passes a cancelled request on as an AbortError, not an ApiError', async () => {
    server.use(http.get(api('/open-data'), () => new Promise<Response>(() => {})));
    const controller = new AbortController();

    const call = publicApi.GET('/open-data', { signal: controller.signal });
    controller.abort();

    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
