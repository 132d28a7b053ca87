// Requests from a chosen loopback address, for the gateway's client-address rules. The gateway
// listens on 127.0.0.1; Linux lets a client connect from any address of 127.0.0.0/8, so one
// machine can play three parts:
//   - the trusted proxy in front of the gateway (scripts/test sets the gateway's REAL_IP_FROM to
//     it), whose X-Forwarded-For names the visitor;
//   - a client reaching the gateway directly, whose X-Forwarded-For counts for nothing;
//   - the browser of the other tests, at 127.0.0.1, whose allowance these tests leave alone.
import http from 'node:http';
import net from 'node:net';
import { e2eConfig } from './config';

/** The address the end-to-end gateway trusts as the proxy in front of it (REAL_IP_FROM). */
export const TRUSTED_PROXY = process.env.E2E_TRUSTED_PROXY ?? '127.0.0.2';
/** A client of its own that the gateway does not trust. */
export const DIRECT_CLIENT = '127.0.0.3';

const gateway = new URL(e2eConfig.baseUrl);
const gatewayPort = Number(gateway.port || 80);

/**
 * A random visitor address from the benchmark range 198.18.0.0/15, so no other test's client,
 * nor an earlier run's, is counted with it.
 */
export function freshVisitor(): string {
  return `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/** Like `fetch(baseUrl + path)`, but connecting from the loopback address `from`. */
export function fetchFrom(
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        localAddress: from,
        path,
        method: init.method ?? 'GET',
        headers: { Host: gateway.host, ...init.headers },
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
          }
          const status = answer.statusCode ?? 0;
          const body = [204, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Like `fetch`, as the trusted proxy passing on a request of `visitor`. */
export function fetchAsVisitor(
  visitor: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return fetchFrom(TRUSTED_PROXY, path, { ...init, headers: { ...init.headers, 'X-Forwarded-For': visitor } });
}

/**
 * Opens a connection from `from` and writes `head` (a request, or the start of one). Resolves
 * with the first thing the gateway sends, or nothing when it closes the connection instead, and
 * the milliseconds until then; the connection is closed afterwards.
 */
export function holdOpen(from: string, head: string): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  const socket = net.createConnection({ host: '127.0.0.1', port: gatewayPort, localAddress: from });
  socket.setEncoding('latin1');
  socket.on('connect', () => socket.write(head));
  return new Promise((resolve) => {
    const settle = (answer: string) => {
      resolve({ answer, ms: Date.now() - started });
      socket.destroy();
    };
    socket.on('data', (chunk: string) => settle(chunk));
    socket.on('close', () => settle(''));
    socket.on('error', () => settle(''));
  });
}
