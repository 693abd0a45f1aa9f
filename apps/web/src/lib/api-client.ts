import { type ErrorCode, isErrorCode } from '@shop/contract/values';
import type { z } from 'zod';
import { api } from '@/config/paths';
import { guestSession } from './guest-session';
import { session } from './session';

/** A non-2xx answer: the status and the parsed DRF-shaped body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The stable `code` of an `{"error", "code"}` body: what callers branch on, never the text. */
  get code(): ErrorCode | undefined {
    const b = this.body as Record<string, unknown> | null;
    return isErrorCode(b?.code) ? b.code : undefined;
  }

  /** The first message for a field of a DRF body (`{"email": ["..."]}`), or of `detail`/`error`. */
  fieldMessage(field: string): string | undefined {
    const b = this.body as Record<string, unknown> | null;
    const value = b?.[field];
    if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
    return typeof value === 'string' ? value : undefined;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A non-JSON body sent as is (e.g. a CSV file as text/csv) instead of `body`. */
  rawBody?: { type: string; text: string };
  /** JSON, or a FormData for an upload (multipart, its boundary set by the browser). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Send `Authorization: JWT <access>`; refreshes once on 401 and retries. */
  auth?: boolean;
  /** The one success status (e.g. 204); any other answer, even a 2xx, throws ApiError. */
  expectStatus?: number;
  /**
   * Validates the answer; without it the answer is returned as unknown JSON. A function loads the
   * schema with the request (`() => import(...)`), which keeps zod off the first paint (ADR 040).
   */
  schema?: z.ZodType<T> | SchemaLoader<T>;
  signal?: AbortSignal;
}

/** Imports a schema on demand (a dynamic import of the contract). */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

let refreshing: Promise<boolean> | null = null;

/**
 * Rotates the tokens once; concurrent 401s share one refresh. Clears the session when the server
 * refuses the refresh token; a network or server failure keeps it for a later try.
 */
export function refreshTokens(): Promise<boolean> {
  const refresh = session.get().refresh;
  if (!refresh) return Promise.resolve(false);
  refreshing ??= rotate(refresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function rotate(refresh: string): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(api.auth.jwtRefresh, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh }),
      credentials: 'include',
    });
  } catch {
    return false;
  }
  const body: unknown = res.ok ? await res.json().catch(() => null) : null;
  const tokens = res.ok ? (await import('./contract-all')).TokenPairSchema.safeParse(body) : null;
  if (tokens?.success) {
    session.rotateTokens(tokens.data);
    return true;
  }
  if (res.ok || res.status === 400 || res.status === 401) session.clear();
  return false;
}

/** The typed HTTP client: JSON in and out, 200-299 is success, no time-out. */
export async function request<T = unknown>(url: string, opts: RequestOptions<T> = {}): Promise<T> {
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const form = opts.body instanceof FormData ? opts.body : null;
    if (opts.body !== undefined && !form) headers['content-type'] = 'application/json';
    if (opts.rawBody) headers['content-type'] = opts.rawBody.type;
    // A guest checkout's token (ADR 028) stands in only while no one is signed in.
    const access = session.get().access ?? guestSession.get().access;
    if (opts.auth && access) headers.authorization = `JWT ${access}`;
    const qs = opts.query
      ? new URLSearchParams(
          Object.entries(opts.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
        ).toString()
      : '';
    return fetch(qs ? `${url}?${qs}` : url, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.rawBody
        ? opts.rawBody.text
        : (form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))),
      signal: opts.signal,
    });
  };
  let res = await send();
  if (res.status === 401 && opts.auth && session.get().refresh && (await refreshTokens())) {
    res = await send();
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok || (opts.expectStatus !== undefined && res.status !== opts.expectStatus))
    throw new ApiError(res.status, data);
  if (!opts.schema) return data as T;
  const schema = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
  return schema.parse(data);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
