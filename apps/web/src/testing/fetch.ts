import { vi } from 'vitest';

/** A JSON answer (or an empty one, e.g. 204). */
export function reply(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with one handler; the spy records every call as (url, init). */
export function mockFetch(handler: Handler) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve().then(() => handler(String(input), init)),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The parsed JSON body of a recorded fetch call. */
export function sentBody(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The calls made to one path, with their parsed bodies and headers. */
export function callsTo(spy: ReturnType<typeof mockFetch>, path: string) {
  return spy.mock.calls
    .filter(([url]) => String(url).split('?')[0] === path)
    .map(([url, init]) => ({
      url: String(url),
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Route = (call: ApiCall) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers (or fixed JSON answers); anything
 * else answers a JSON 404. Returns the calls made, parsed, for assertions.
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
