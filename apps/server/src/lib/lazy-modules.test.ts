import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// In a fresh process (this one has loaded everything its other tests needed): the app started on
// the embedded database and answering a catalogue call, then one description sanitized. Every
// library below is CommonJS (or required as such), so it shows in require's cache once loaded.
const script = `
import { createRequire } from 'node:module';
const cache = createRequire(import.meta.url).cache;
const loaded = () => [...new Set(Object.keys(cache).flatMap((f) => {
  const m = /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(f);
  return m ? [m[1]] : [];
}))];
const { createTestApp } = await import('./src/test/app.ts');
const t = await createTestApp();
await t.app.inject({ method: 'GET', url: '/api/product/get-products' });
const atStart = loaded();
const { sanitizeDescription } = await import('./src/modules/catalog/products/product-writer.ts');
sanitizeDescription('<p>Taladro</p>');
const afterUse = loaded();
await t.close();
await t.database.close();
console.log(JSON.stringify({ atStart, afterUse }));
`;

const HEAVY = [
  'sanitize-html',
  'node-forge',
  'xml-crypto',
  'fast-xml-parser',
  '@xmldom/xmldom',
  'pg',
  'sharp',
  'pdfkit',
  'nodemailer',
];

describe('heavy libraries (ADR 041, ADR 042)', () => {
  it('are not loaded by a started app answering the catalogue, only on first use', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', '--input-type=module', '-e', script],
      { cwd: serverDir, env: { ...process.env, TEST_DB: '' }, timeout: 60_000 },
    );
    const { atStart, afterUse } = JSON.parse(stdout.trim().split('\n').pop()!) as {
      atStart: string[];
      afterUse: string[];
    };
    expect(atStart).toContain('argon2'); // the cache does list the app's CommonJS libraries
    expect(HEAVY.filter((name) => atStart.includes(name))).toEqual([]);
    expect(afterUse).toContain('sanitize-html');
  }, 90_000);
});
