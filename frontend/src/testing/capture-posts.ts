import { http } from 'msw';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

/**
 * Records the JSON body of every `POST {path}`, in order; the default handler answers unless
 * `answer` is given.
 */
export function capturePostedBodies<Body>(path: string, answer?: () => Response | Promise<Response>): Body[] {
  const bodies: Body[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      bodies.push((await request.clone().json()) as Body);
      return answer?.();
    }),
  );
  return bodies;
}
