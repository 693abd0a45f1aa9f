// The server's module graph (ADR 055): which module imports which, checked against three rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Bottom to top: a module imports only modules on a lower layer, so the graph has no cycle and
 * nothing runs back up. The back office of each domain lives in the domain; `order-story`
 * tells an order's story (status, history, invoice); `admin` holds only what is the back office's.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['health', 'mail', 'pdf', 'audit'],
  ['auth', 'payments'],
  ['catalog'],
  ['cart', 'orders', 'wishlist', 'profile'],
  ['invoicing', 'reviews', 'quote', 'seo'],
  ['checkout'],
  ['guest', 'order-story'],
  ['admin'],
];

/**
 * What a module shows the others: its services (`*.service.ts`) and these files. Anything else
 * is the module's own business.
 */
export const EXPOSED: Readonly<Record<string, readonly string[]>> = {
  payments: ['payment-provider.ts', 'credit-note-hook.ts'],
  invoicing: ['invoicing-messages.ts'],
};

/** Test support: read by tests only, so left out of the graph. */
const isTestFile = (file: string) =>
  /\.test\.ts$|test-helpers\.ts$|test-factories\.ts$|-fixture\.ts$|\/test-[^/]*\.ts$/.test(file);

export interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The cross-module imports under `modulesDir` (plus `extra`: file -> text, for planted checks). */
export function moduleEdges(modulesDir: string, extra: Record<string, string> = {}): Edge[] {
  const texts = new Map<string, string>();
  for (const file of sourceFiles(modulesDir)) texts.set(file, readFileSync(file, 'utf8'));
  for (const [rel, text] of Object.entries(extra)) texts.set(path.join(modulesDir, rel), text);
  const edges: Edge[] = [];
  for (const [file, text] of texts) {
    const rel = path.relative(modulesDir, file);
    if (isTestFile(rel)) continue;
    const from = rel.split(path.sep)[0]!;
    for (const match of text.matchAll(IMPORT)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[1]!));
      if (target.startsWith('..')) continue; // lib/, db/, plugins/: not a module
      const to = target.split(path.sep)[0]!;
      if (to !== from) edges.push({ from, to, file: rel, target: target.replace(/\.js$/, '.ts') });
    }
  }
  return edges;
}

/** Every module cycle (strongly connected component with more than one module). */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

const layerOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

/** The problems in the graph, one sentence each; empty when every rule holds. */
export function checkModuleGraph(modulesDir: string, extra: Record<string, string> = {}): string[] {
  const edges = moduleEdges(modulesDir, extra);
  const problems: string[] = [];
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const m of modules)
    if (layerOf(m) < 0)
      problems.push(`module ${m} has no layer in apps/server/scripts/module-graph.ts`);
  for (const c of cycles(edges)) problems.push(`cycle among modules: ${c.join(' <-> ')}`);
  for (const e of edges) {
    if (layerOf(e.to) >= layerOf(e.from))
      problems.push(
        `${e.file} imports ${e.target}: ${e.to} is not on a lower layer than ${e.from}`,
      );
    const base = path.basename(e.target);
    if (!base.endsWith('.service.ts') && !(EXPOSED[e.to] ?? []).includes(base))
      problems.push(`${e.file} imports ${e.target}, an internal file of ${e.to} (use its service)`);
  }
  return problems;
}
