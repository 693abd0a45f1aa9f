import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app shell', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
