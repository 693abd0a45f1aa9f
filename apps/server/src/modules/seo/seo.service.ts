import { listCategoryTree } from '../catalog/catalog.service.js';
import { homePage, listPage, notFoundPage, productPage, searchPage } from './catalog-pages.js';
import { baseHead, type PageContext, type RenderedPage } from './page-context.js';
import { shell } from './page-snapshots.js';
import { SHOP_PROFILE } from './shop-profile.js';

// The first HTML of every page path (ADR 018, 043): the catalogue's pages in catalog-pages.ts,
// their snapshots in page-snapshots.ts, the shapes in page-context.ts.

export {
  categoryUrl,
  type PageContext,
  type PageHead,
  type PageQueries,
  type RatingLookup,
  type RenderedPage,
} from './page-context.js';

/** Client routes that exist but carry no catalogue content; private ones are not indexed. */
const APP_PAGES: { pattern: RegExp; title: string; index?: boolean }[] = [
  { pattern: /^\/cart$/, title: 'Carrito de compras' },
  { pattern: /^\/checkout$/, title: 'Verificar compra' },
  { pattern: /^\/signup$/, title: 'Crear cuenta', index: true },
  { pattern: /^\/login$/, title: 'Iniciar sesión', index: true },
  { pattern: /^\/activate\/[^/]+\/[^/]+$/, title: 'Activar cuenta' },
  { pattern: /^\/reset_password$/, title: 'Recuperar tu contraseña' },
  { pattern: /^\/password\/reset\/confirm\/[^/]+\/[^/]+$/, title: 'Nueva contraseña' },
  { pattern: /^\/invitacion\/[^/]+\/[^/]+$/, title: 'Crea tu contraseña' },
  { pattern: /^\/thankyou$/, title: '¡Gracias por tu compra!' },
  { pattern: /^\/pedido\/[^/]+$/, title: 'Tu pedido' },
  { pattern: /^\/dashboard(\/.*)?$/, title: 'Mi cuenta' },
  { pattern: /^\/admin(\/.*)?$/, title: 'Administración' },
];

/** The first HTML of any page path the web app answers (a 404 page for unknown ones). */
export async function describePage(ctx: PageContext, url: URL): Promise<RenderedPage> {
  const page = await describeContent(ctx, url);
  // The top bar's category select and the breadcrumbs read the tree: with it in the cache they
  // render at once instead of pushing the page down when it arrives. The app's own pages (cart,
  // sign-in, account) get it and the shop's details too: what hydrates later (the WhatsApp
  // button's lazy boundary) must find the data the server rendered it from, not newer data.
  const categories = page.queries.some(([key]) => key[1] === 'categories')
    ? []
    : [[['catalog', 'categories'], await listCategoryTree(ctx.db)] as [unknown[], unknown]];
  const others = ctx.pageQueries
    ? await ctx.pageQueries(ctx.db, { cards: page.cards ?? [], product: page.product })
    : [];
  return {
    ...page,
    body: page.body && shell(page.body),
    queries: [...page.queries, ...categories, ...others],
  };
}

async function describeContent(ctx: PageContext, url: URL): Promise<RenderedPage> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return homePage(ctx);
  if (path === '/shop') return listPage(ctx, path, 'Filtro de Productos', url.searchParams);
  if (path === '/catalogo') return listPage(ctx, path, 'Catalogos', url.searchParams);
  if (path === '/search') return searchPage(ctx, url);
  const product = /^\/product\/(\d{1,10})$/.exec(path);
  if (product) return productPage(ctx, Number(product[1]));
  if (path.startsWith('/product/')) return notFoundPage(ctx, path);
  const app = APP_PAGES.find((p) => p.pattern.test(path));
  if (app) {
    return {
      status: 200,
      head: {
        ...baseHead(ctx, path),
        title: `${app.title} | ${SHOP_PROFILE.name}`,
        noindex: !app.index,
      },
      body: '',
      queries: [],
    };
  }
  return notFoundPage(ctx, path);
}
