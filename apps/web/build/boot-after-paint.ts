import type { Plugin } from 'vite';

/**
 * ADR 096: the first HTML asks for no JavaScript but a tiny boot script. Vite's entry
 * `<script type="module">` and its `<link rel="modulepreload">` tags leave index.html; boot-*.js
 * (deferred, hashed, immutable) adds them back in the frame after the server-rendered page's
 * first paint, so the page's bytes (HTML, CSS, the first image) never queue behind the app's.
 * Nothing else changes: the same files load and React hydrates the same HTML.
 */
export function bootAfterPaint(): Plugin {
  return {
    name: 'shop:boot-after-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          html.source,
        );
        if (!entry) this.error('boot-after-paint: no module script in index.html');
        const preloads = [
          ...html.source.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
        ];
        const ref = this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: bootSource(
            entry[1]!,
            preloads.map((m) => m[1]!),
          ),
        });
        let source = html.source.replace(entry[0], '');
        for (const m of preloads) source = source.replace(m[0], '');
        html.source = source.replace(
          '</head>',
          `  <script defer src="/${this.getFileName(ref)}"></script>\n  </head>`,
        );
      },
    },
  };
}

/** A classic script: the preloads, then the entry, once the first frame is painted. */
function bootSource(entry: string, preloads: string[]): string {
  return `(function(d){function s(){${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=${JSON.stringify(entry)};d.head.appendChild(e)}d.visibilityState=="hidden"?s():requestAnimationFrame(function(){setTimeout(s)})})(document);\n`;
}
