import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@/components/spinner';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/** Every route of the seed's table, lazy-loaded; exact matches; the seed's error screen everywhere. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="py-24" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: () => import('./routes/home') },
          { path: '/cart', lazy: () => import('./routes/cart') },
          { path: '/checkout', lazy: () => import('./routes/checkout') },
          { path: '/signup', lazy: () => import('./routes/signup') },
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/activate/:uid/:token', lazy: () => import('./routes/activate') },
          { path: '/reset_password', lazy: () => import('./routes/reset-password') },
          {
            path: '/password/reset/confirm/:uid/:token',
            lazy: () => import('./routes/reset-password-confirm'),
          },
          { path: '/invitacion/:uid/:token', lazy: () => import('./routes/invitation') },
          { path: '/shop', lazy: () => import('./routes/shop') },
          { path: '/catalogo', lazy: () => import('./routes/catalogo') },
          { path: '/product/:productId', lazy: () => import('./routes/product') },
          { path: '/search', lazy: () => import('./routes/search') },
          { path: '/thankyou', lazy: () => import('./routes/thankyou') },
          { path: '/pedido/:transactionId', lazy: () => import('./routes/guest-order') },
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/dashboard/payments', lazy: () => import('./routes/dashboard-payments') },
          { path: '/dashboard/wishlist', lazy: () => import('./routes/dashboard-wishlist') },
          {
            path: '/dashboard/pedidos/:transactionId',
            lazy: () => import('./routes/dashboard-order'),
          },
          { path: '/admin', lazy: () => import('./routes/admin') },
          { path: '/admin/pedidos', lazy: () => import('./routes/admin-orders') },
          { path: '/admin/resenas', lazy: () => import('./routes/admin-reviews') },
          { path: '/admin/facturacion', lazy: () => import('./routes/admin-invoicing') },
          { path: '/admin/clientes', lazy: () => import('./routes/admin-customers') },
          { path: '/admin/clientes/:id', lazy: () => import('./routes/admin-customer') },
          { path: '/admin/equipo', lazy: () => import('./routes/admin-staff') },
          {
            path: '/admin/productos/importar',
            lazy: () => import('./routes/admin-products-import'),
          },
          { path: '/admin/categorias', lazy: () => import('./routes/admin-categories') },
          { path: '/admin/marcas', lazy: () => import('./routes/admin-brands') },
          { path: '/admin/cupones', lazy: () => import('./routes/admin-coupons') },
          { path: '/admin/envios', lazy: () => import('./routes/admin-shipping') },
          { path: '/admin/pagos', lazy: () => import('./routes/admin-payments') },
          {
            path: '/admin/formas-de-pago',
            lazy: () => import('./routes/admin-payment-settings'),
          },
          { path: '/admin/productos', lazy: () => import('./routes/admin-products') },
          { path: '/admin/productos/nuevo', lazy: () => import('./routes/admin-product-new') },
          { path: '/admin/productos/:id', lazy: () => import('./routes/admin-product-edit') },
          { path: '/admin/inventario', lazy: () => import('./routes/admin-inventory') },
          { path: '/admin/registro', lazy: () => import('./routes/admin-audit') },
          {
            path: '/admin/pedidos/:transactionId',
            lazy: () => import('./routes/admin-order'),
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on first use: main.tsx makes it in a task of its own, after the modules'
 * evaluation, so neither holds the main thread long (ADR 045).
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
