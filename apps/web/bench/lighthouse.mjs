// npm run bench:web: Lighthouse (mobile settings, simulated throttling) in Debian's Chromium on the
// built shop, for /, /shop and a product page; prints performance, LCP, TBT and CLS per page.
// Needs `npm run build` first. Options: --runs N (median of N, default 1), --url BASE (an already
// running shop instead of starting one), --json DIR (also writes each page's full Lighthouse
// report there, for its diagnostics: long tasks, render-blocking requests, LCP element).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '1'));
const jsonDir = option('json', null);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

const children = [];
const cleanup = [];
process.on('exit', () => {
  for (const c of children) c.kill();
  for (const f of cleanup) f();
});

let base = option('url', null);
if (!base) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  children.push(server);
  base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 120_000);
}

const products = await (
  await fetch(`${base}/api/product/get-products?sortBy=sold&order=desc&limit=1`)
).json();
const pages = [
  ['/', '/'],
  ['/shop', '/shop'],
  ['product', `/product/${products.products[0].id}`],
];

const debugPort = await freePort();
const chrome = spawn(
  chromiumPath,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'bench-chrome-'))}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
children.push(chrome);
await waitFor(`http://127.0.0.1:${debugPort}/json/version`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [label, url] of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let lhr;
    // Lighthouse sometimes loses its own trace (NO_NAVSTART): such a run has no figures; run again.
    for (let attempt = 1; ; attempt++) {
      ({ lhr } = await lighthouse(`${base}${url}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }));
      if (!lhr.runtimeError || attempt === 3) break;
      console.error(`${label} run ${i + 1}: ${lhr.runtimeError.code}, again`);
    }
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(
        path.join(jsonDir, `${label.replace(/\W/g, '') || 'home'}-${i}.json`),
        JSON.stringify(lhr),
      );
    }
    const a = lhr.audits;
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
    });
  }
  rows.push({
    label,
    score: median(results.map((r) => r.score)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  });
}

console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} run(s)`);
console.log('| Page | Performance | FCP s | LCP s | TBT ms | CLS |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
  );
}
process.exit(0);
