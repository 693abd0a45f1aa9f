// The initial-JS budget: for every shop route, the gzip size of the JavaScript a first visit
// loads (the entry, its static imports, the route's lazy module and its static imports), read from
// the build's manifest. Exits 1 when a route passes the budget. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SHOP_ROUTES } from './shop-routes.mjs';

/**
 * KB (1,000 bytes) of gzip per route: a ratchet at the largest shop route measured on React 19,
 * rounded up (139.8 KB, /product/:id, 2026-11-26 end of day; issue 27 allows 140 at most);
 * docs/PERFORMANCE.md keeps the figures.
 */
export const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 140);

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}

/** Files loaded with `key`: the chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
// The boot script index.html loads, which starts the entry after the first paint (ADR 096).
const boot = /<script defer src="\/(assets\/boot-[^"]+\.js)">/.exec(
  readFileSync(path.join(dist, 'index.html'), 'utf8'),
)?.[1];
if (boot) entry.add(boot);
let failed = false;
const rows = [];
for (const [route, module] of Object.entries(SHOP_ROUTES)) {
  const key = `src/app/routes/${module}.tsx`;
  if (!manifest[key]) {
    console.error(`check-bundle: no chunk for ${key}`);
    failed = true;
    continue;
  }
  const js = [...closure(key, new Set(entry))].filter((f) => f.endsWith('.js'));
  const kb = js.reduce((s, f) => s + gzipSize(f), 0) / 1000;
  const over = kb > BUDGET_KB;
  failed ||= over;
  rows.push(`${over ? 'OVER' : 'ok  '} ${route.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB gzip`);
}
console.log(`Initial JS per shop route (budget ${BUDGET_KB} KB gzip):`);
console.log(rows.join('\n'));
const entryKb = [...entry].reduce((s, f) => s + gzipSize(f), 0) / 1000;
console.log(`(entry and its static imports: ${entryKb.toFixed(1)} KB)`);
if (failed) {
  console.error('check-bundle: the build fails the checks above');
  process.exit(1);
}
