import './lib/zod-config';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/router';

/**
 * The server render (ADR 052): the page at `url` as the browser's first render draws it, from
 * `queries` ([queryKey, data] pairs, the same the page carries for the browser's query cache).
 * Whatever lives in the browser only (session, guest cart, hearts) renders in its empty form.
 * Answers the HTML of #root.
 */
export async function render(
  url: string,
  queries: [unknown[], unknown][],
  onError: (error: unknown) => void = () => {},
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected response for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing is fetched on the server: what is not in `queries` renders as loading, as it does in
  // the browser's first render.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  for (const [key, data] of queries) client.setQueryData(key, data);
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // renderToString: the whole page in place, with no inline scripts (the CSP allows none). A lazy
  // part not loaded yet would be left to the browser (`<!--$!-->`, a hydration error there):
  // the first time, prerender waits for the lazy modules, then the page is rendered again.
  let html = renderToString(app);
  if (html.includes('<!--$!-->')) {
    const { prelude } = await prerenderToNodeStream(app, { onError });
    for await (const chunk of prelude) void chunk;
    html = renderToString(app);
  }
  client.clear();
  return html;
}
