import { vi } from 'vitest';

/** A JSON answer. */
export function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Route = (call: ApiCall) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers; anything else answers a JSON 404.
 * Returns the calls made, parsed, for assertions.
 */
export function mockApi(routes: Record<string, Route | Record<string, unknown>>) {
  const calls: ApiCall[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return reply(404, { detail: 'Not found.' });
    if (typeof route === 'function') return (await (route as Route)(call)) ?? reply(404, {});
    return reply(200, route);
  });
  vi.stubGlobal('fetch', spy);
  return { calls, spy, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
