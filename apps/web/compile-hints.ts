import type { Plugin, Rolldown } from 'vite';
import { COMPILE_HINT, HINT_MIN_BYTES } from './scripts/shop-routes.mjs';

/**
 * Marks the JavaScript a shop page runs on its first load with V8's compile hint: Chromium then
 * compiles those files' functions on the background thread that streams them, instead of one by
 * one on the main thread the first time each runs, inside the page's long tasks (ADR 045).
 * Marked: the entry, the modules of `routes` (files under src/app/routes) and their static
 * imports, transitively, except files under HINT_MIN_BYTES; the back office and code loaded on
 * demand stay lazily compiled.
 */
export function compileHints(routes: string[]): Plugin {
  const routeModule = new RegExp(`/src/app/routes/(${routes.join('|')})\\.tsx$`);
  return {
    name: 'shop-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which puts its preload list (`const __vite__mapDeps=…`)
    // at the top of the chunks with dynamic imports: V8 reads the hint only before the code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const out of Object.values(bundle)) {
          if (out.type === 'chunk') chunks.set(out.fileName, out);
        }
        const marked = new Set<string>();
        const mark = (file: string) => {
          if (marked.has(file)) return;
          marked.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) mark(imported);
        };
        for (const chunk of chunks.values()) {
          if (chunk.isEntry || routeModule.test(chunk.facadeModuleId ?? '')) mark(chunk.fileName);
        }
        for (const file of marked) {
          const chunk = chunks.get(file);
          if (chunk && chunk.code.length >= HINT_MIN_BYTES) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
