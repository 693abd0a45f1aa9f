import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web app's server render (apps/web/src/entry-server.tsx): #root's HTML for a page. */
export type RenderApp = (url: string, queries: [unknown[], unknown][]) => Promise<string>;

/**
 * Loads the web build's server render, `dist-ssr/entry-server.js` beside `webDist` (ADR 052);
 * null when it was not built (the page is then drawn by the browser).
 */
export async function loadAppRender(webDist: string): Promise<RenderApp | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  // React's server renderer picks its build by NODE_ENV when first loaded: the production one
  // unless told otherwise (the development one checks more and is several times slower).
  process.env.NODE_ENV ??= 'production';
  const mod = (await import(pathToFileURL(file).href)) as { render: RenderApp };
  return async (url, queries) => withoutHoisted(await mod.render(url, queries));
}

/**
 * React writes a page's `<title>`/`<meta>`/`<link>` elements ahead of the HTML it renders when the
 * render is not a whole document; the page's head (seo module) already has them, and in the
 * browser React takes the head's <title> over. Left in #root they would not match its first
 * render.
 */
function withoutHoisted(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/, '');
}
