import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 15.7: the framework's own refusals (wrong method, bad URL encoding, too long URL or
// parameter, a body that drips too slowly) in the shop's format with the security headers.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 600 });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends raw bytes (the strings in order, `gapMs` apart) and resolves with all it read. */
function rawExchange(parts: string[], gapMs = 0): Promise<{ raw: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ raw: data, ms: Date.now() - started });
    });
    socket.on('error', (err) => (data ? undefined : reject(err)));
    let i = 0;
    const next = () => {
      if (i >= parts.length || socket.destroyed) return;
      socket.write(parts[i++]!);
      timer = setTimeout(next, gapMs);
    };
    next();
  });
}

function parse(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const lines = head!.split('\r\n');
  const headers = new Map(
    lines
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]),
  );
  return { status: lines[0]!, headers, body: rest.join('\r\n\r\n') };
}

/** A fetch answer's headers as a plain object. */
function headersOf(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

function expectShopHeaders(headers: Record<string, unknown> | Map<string, string>) {
  const get = (k: string) => (headers instanceof Map ? headers.get(k) : headers[k]);
  expect(get('content-type')).toBe('application/json; charset=utf-8');
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('a wrong method on an existing path', () => {
  it('answers 405 with Allow and the DRF detail', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/category/categories`, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expectShopHeaders(headersOf(res));
    expect(await res.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
  });

  it('knows parametrised paths, trailing slashes and POST-only routes', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/auth/jwt/create/' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toContain('POST');
    expect(login.json()).toEqual({ detail: 'Method "GET" not allowed.' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/product/product/7/' });
    expect(del.statusCode).toBe(405);
    expect(del.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('still answers 404 for an unknown path, whatever the method', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('bad URL encoding and too long URLs', () => {
  it('answers 400 for invalid percent-encoding, in the shop format', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/product/product/%E0%A4%A`);
    expect(res.status).toBe(400);
    expectShopHeaders(headersOf(res));
    expect(await res.json()).toEqual({ detail: 'Malformed URL: invalid percent-encoding.' });
  });

  it('answers 414 for a path parameter longer than the router allows', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/product/product/${'9'.repeat(500)}`);
    expect(res.status).toBe(414);
    expectShopHeaders(headersOf(res));
    expect(await res.json()).toEqual({ detail: 'Request-URI too long.' });
  });

  it('answers 414 for a URL longer than the limit', async () => {
    const res = await fetch(
      `http://127.0.0.1:${port}/api/category/categories?q=${'a'.repeat(9000)}`,
    );
    expect(res.status).toBe(414);
    expectShopHeaders(headersOf(res));
    expect(await res.json()).toEqual({ detail: 'Request-URI too long.' });
  });
});

describe('a body that drips slower than the request timeout', () => {
  const body = JSON.stringify({ email: 'lento@example.ec', password: 'x' });
  const head = [
    'POST /auth/jwt/create/ HTTP/1.1',
    'Host: x',
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');

  it('is cut with 408 in the shop format and the connection closed', async () => {
    // One byte every 100 ms: the whole body would take > 3 s; the timeout is 600 ms.
    const { raw, ms } = await rawExchange([head, ...body.split('')], 100);
    const res = parse(raw);
    expect(res.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(res.headers.get('connection')).toBe('close');
    expectShopHeaders(res.headers);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request timeout.' });
    expect(ms).toBeLessThan(2_500);
  });

  it('a normal request on the same server still works', async () => {
    const { raw } = await rawExchange([
      'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ]);
    expect(parse(raw).status).toBe('HTTP/1.1 200 OK');
    const res = await fetch(`http://127.0.0.1:${port}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(401);
  });
});
