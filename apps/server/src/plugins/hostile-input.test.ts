import { UNSAFE_TEXT_MESSAGE } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.js';
import { createActiveUser, logIn } from '../modules/auth/auth-test-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';

// Walks EVERY string field of EVERY operation of the OpenAPI document (issue 15.4): the list is
// derived from /api/openapi.json, so operations added later are walked too.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

interface Case {
  name: string;
  method: string;
  url: string;
  body?: string;
  field: string;
  /** Whether the bad value reaches the server as sent (URLs cannot carry a lone surrogate). */
  exact: boolean;
}

const NUL = 'Taladro\u0000';
const LONE = 'Taladro\uD800';
// A lone surrogate has no UTF-8 form: in a URL it can only travel as these invalid bytes.
const urlValue = (bad: string) => (bad === NUL ? 'Taladro%00' : 'Taladro%ED%A0%80');

/** Every path of string leaves in a schema, e.g. [['address','city'], ['nonce']]. */
function stringPaths(doc: Doc, schema: JsonSchema | undefined, depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return stringPaths(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found: string[][] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (
    types.includes('string') ||
    (types.length === 0 && variants.length === 0 && !schema.properties)
  )
    found.push([]);
  for (const variant of variants) found.push(...stringPaths(doc, variant, depth + 1));
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    for (const rest of stringPaths(doc, prop, depth + 1)) found.push([key, ...rest]);
  }
  if (schema.items)
    for (const rest of stringPaths(doc, schema.items, depth + 1)) found.push(['0', ...rest]);
  const seen = new Set<string>();
  return found.filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
}

function setPath(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [setPath(rest, value)] : { [head!]: setPath(rest, value) };
}

function casesOf(doc: Doc): Case[] {
  const cases: Case[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const fill = (bad: { name: string; value: string } | null) =>
        template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          bad?.name === name ? bad.value : '1',
        );
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      for (const bad of [NUL, LONE]) {
        const label = bad === NUL ? 'NUL' : 'lone surrogate';
        const body = bodySchema ? '{}' : undefined;
        for (const p of pathParams) {
          cases.push({
            name: `${method.toUpperCase()} ${template} path ${p.name} (${label})`,
            method,
            url: fill({ name: p.name, value: urlValue(bad) }),
            body,
            field: p.name,
            exact: bad === NUL,
          });
        }
        for (const p of params.filter((q) => q.in === 'query')) {
          cases.push({
            name: `${method.toUpperCase()} ${template} query ${p.name} (${label})`,
            method,
            url: `${fill(null)}?${encodeURIComponent(p.name)}=${urlValue(bad)}`,
            body,
            field: p.name,
            exact: bad === NUL,
          });
        }
        for (const path of stringPaths(doc, bodySchema)) {
          if (path.length === 0) continue;
          cases.push({
            name: `${method.toUpperCase()} ${template} body ${path.join('.')} (${label})`,
            method,
            url: fill(null),
            body: JSON.stringify(setPath(path, bad)),
            field: path[0]!,
            exact: true,
          });
        }
      }
    }
  }
  return cases;
}

let t: TestApp;
let authorization: string;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createActiveUser(t.app);
  // An administrator passes every role guard, so the staff operations' inputs are walked too.
  await t.app.db
    .update(users)
    .set({ role: 'administrador', isStaff: true })
    .where(eq(users.id, user.id));
  authorization = `JWT ${(await logIn(t.app, user.email, user.password)).access}`;
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
});
afterAll(() => t.close());

describe('NUL bytes and lone surrogates in every string field of every operation', () => {
  it('the walk covers the known hostile inputs of the issue', () => {
    const names = casesOf(doc).map((c) => c.name);
    expect(names.length).toBeGreaterThan(60);
    for (const expected of [
      'POST /auth/users/ body first_name (NUL)',
      'POST /auth/jwt/create/ body email (lone surrogate)',
      'POST /auth/users/set_password/ body current_password (NUL)',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers 400 with the Spanish field error (never 500), signed in or not', async () => {
    const failures: string[] = [];
    for (const c of casesOf(doc)) {
      for (const headers of [{ authorization }, {}]) {
        const res = await t.app.inject({
          method: c.method.toUpperCase() as 'GET',
          url: c.url,
          headers: { ...headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
          ...(c.body ? { payload: c.body } : {}),
        });
        const body = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
        if (res.statusCode >= 500) {
          failures.push(`${c.name}: ${res.statusCode} ${res.body}`);
        } else if (c.exact) {
          const messages = body[c.field];
          const named = Array.isArray(messages) && messages.includes(UNSAFE_TEXT_MESSAGE);
          // Without a token, a route guarded before its input is read answers 401 first.
          const authFirst = !('authorization' in headers) && res.statusCode === 401;
          if (!authFirst && (res.statusCode !== 400 || !named))
            failures.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (![400, 401, 404].includes(res.statusCode)) {
          // Invalid UTF-8 in a URL: refused or decoded to U+FFFD, never stored as sent.
          if (res.statusCode >= 300) failures.push(`${c.name}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
