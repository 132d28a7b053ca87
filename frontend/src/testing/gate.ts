import { http } from 'msw';
import { server } from '@/testing/mocks/server';

/** A promise and the function that settles it, to hold a server answer back. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Answers every request of `method` to `path` with `answer()`, but only once the returned gate
 * opens: what a screen shows while it waits.
 */
export function holdAnswers(
  method: 'get' | 'post',
  path: string,
  answer: () => Response | Promise<Response>,
): ReturnType<typeof gate> {
  const held = gate();
  server.use(
    http[method](path, async () => {
      await held.opened;
      return answer();
    }),
  );
  return held;
}
