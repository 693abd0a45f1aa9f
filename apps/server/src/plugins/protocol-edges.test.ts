import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 32.4: the hostile-input and protocol edges an outside reliability run found, over real
// HTTP: authenticate before validating, a depth limit on JSON, a JSON Content-Type on every
// error, and dripping connections closed by REQUEST_TIMEOUT_MS.

let t: TestApp;
let base: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 1_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});
afterAll(() => t.close());

const JSON_TYPE = 'application/json; charset=utf-8';
const FORGED = 'JWT eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.forjado';

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

/** Every operation the OpenAPI document marks as needing a token (path params filled with 1). */
async function protectedOperations() {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as Doc;
  const ops: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.security?.length) continue;
      ops.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return ops;
}

describe('authentication comes before validation', () => {
  it('every protected operation answers 401 to a forged or missing token with an empty body', async () => {
    const ops = await protectedOperations();
    expect(ops.length).toBeGreaterThan(60);
    expect(ops).toContainEqual({ method: 'POST', url: '/auth/users/set_password/' });
    const wrong: string[] = [];
    for (const { method, url } of ops) {
      for (const authorization of [FORGED, undefined]) {
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
        const res = await fetch(base + url, {
          method,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          body: hasBody ? '{}' : undefined,
        });
        const type = res.headers.get('content-type');
        if (res.status !== 401 || type !== JSON_TYPE)
          wrong.push(
            `${method} ${url} ${authorization ? 'forged' : 'none'}: ${res.status} ${type}`,
          );
        await res.arrayBuffer();
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a forged token with a malformed body is still a 401, not a parse error', async () => {
    const res = await fetch(`${base}/auth/users/set_password/`, {
      method: 'POST',
      headers: { authorization: FORGED, 'content-type': 'application/json' },
      body: '{"new_password":',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('a deeply nested JSON body', () => {
  it('answers 400 quickly at 100,000 levels, in the shop format', async () => {
    const body = '['.repeat(100_000) + ']'.repeat(100_000);
    const started = Date.now();
    const res = await fetch(`${base}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":${body}}`,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(await res.json()).toEqual({
      detail: 'JSON parse error - the body is nested too deeply.',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('still accepts ordinary nesting and brackets inside strings', async () => {
    const res = await fetch(`${base}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.ec', password: 'x', note: '['.repeat(5000) + '"{\\' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('every JSON error says application/json; charset=utf-8', () => {
  const cases: [string, () => Promise<Response>, number][] = [
    ['401 from the guard', () => fetch(`${base}/auth/users/me/`), 401],
    ['404 for an unknown object', () => fetch(`${base}/api/products/999999/`), 404],
    ['404 for an unknown path', () => fetch(`${base}/api/no-such-thing/`), 404],
    [
      '400 for malformed JSON',
      () =>
        fetch(`${base}/auth/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        }),
      400,
    ],
    [
      '413 for a body over the limit',
      () =>
        fetch(`${base}/auth/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
        }),
      413,
    ],
    [
      '415 for a body that is not JSON',
      () =>
        fetch(`${base}/auth/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml' },
          body: '<a/>',
        }),
      415,
    ],
  ];
  for (const [name, send, status] of cases) {
    it(name, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe(JSON_TYPE);
      expect(await res.json()).toHaveProperty('detail');
    });
  }
});

/** Opens a connection that sends `first`, then one byte of `drip` every `gapMs`; resolves when closed. */
function drip(first: string, dripText: string, gapMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && dripText) socket.write(dripText[i++ % dripText.length]!);
    }, gapMs);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    if (first) socket.write(first);
  });
}

describe('connections that drip', () => {
  // REQUEST_TIMEOUT_MS is 1 s here: whatever a client drips, its connection ends within ~3 s.
  const limit = 4_000;
  it('headers dripped a byte at a time', async () => {
    expect(await drip('GET /healthz HTTP/1.1\r\n', 'X-Slow: aaaaaaaa\r\n', 300)).toBeLessThan(
      limit,
    );
  });
  it('a body dripped after complete headers', async () => {
    const head =
      'POST /auth/jwt/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999\r\n\r\n';
    expect(await drip(head, '{"a":1}', 300)).toBeLessThan(limit);
  });
  it('a body still dripping after an early answer (401 before the body is read)', async () => {
    const head =
      'POST /auth/users/set_password/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999\r\n\r\n';
    expect(await drip(head, '{"a":1}', 300)).toBeLessThan(limit);
  });
  it('a body still dripping to an unknown path', async () => {
    const head =
      'POST /api/no-such-thing/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999\r\n\r\n';
    expect(await drip(head, '{"a":1}', 300)).toBeLessThan(limit);
  });
  it('a chunked body dripped', async () => {
    const head =
      'POST /auth/jwt/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    expect(await drip(head, '1\r\n{\r\n', 300)).toBeLessThan(limit);
  });
  it('a connection that sends nothing', async () => {
    expect(await drip('', '', 60_000)).toBeLessThan(limit);
  });
  it('a second request dripped on a kept-alive connection', async () => {
    const first = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\n';
    expect(await drip(first, 'X-Slow: a\r\n', 300)).toBeLessThan(limit);
  });
  it('the server still answers afterwards', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
