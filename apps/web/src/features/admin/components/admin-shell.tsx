import type { StaffRole } from '@shop/contract';
import { STAFF_ROLE_LABELS } from '@shop/contract';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { NoAccess } from './role-gate';

interface NavItem {
  label: string;
  /** Unset: the section is not built yet and is shown as such, never as a working link. */
  to?: string;
  roles: StaffRole[];
}

const ALL: StaffRole[] = ['administrador', 'ventas', 'bodega'];

/** The panel's sections, in the order; each shown to the roles that may use it. */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Resumen', to: paths.admin, roles: ALL },
  { label: 'Pedidos', to: paths.adminOrders, roles: ['administrador', 'ventas'] },
  { label: 'Pagos por confirmar', to: paths.adminPayments, roles: ['administrador', 'ventas'] },
  { label: 'Productos', to: paths.adminProducts, roles: ['administrador', 'bodega'] },
  { label: 'Importar/Exportar', to: paths.adminProductsImport, roles: ['administrador', 'bodega'] },
  { label: 'Inventario', to: paths.adminInventory, roles: ['administrador', 'bodega'] },
  { label: 'Categorías', to: paths.adminCategories, roles: ['administrador', 'bodega'] },
  { label: 'Marcas', to: paths.adminBrands, roles: ['administrador', 'bodega'] },
  { label: 'Cupones', to: paths.adminCoupons, roles: ['administrador', 'ventas'] },
  { label: 'Envíos', to: paths.adminShipping, roles: ['administrador', 'bodega'] },
  { label: 'Clientes', to: paths.adminCustomers, roles: ['administrador', 'ventas'] },
  { label: 'Reseñas', to: paths.adminReviews, roles: ['administrador', 'ventas'] },
  { label: 'Equipo', to: paths.adminStaff, roles: ['administrador'] },
  { label: 'Registro de cambios', to: paths.adminAudit, roles: ['administrador'] },
  { label: 'Facturación', to: paths.adminInvoicing, roles: ['administrador'] },
  { label: 'Formas de pago', to: paths.adminPaymentSettings, roles: ['administrador'] },
];

/** The section a path belongs to: the nav item with the longest matching path. */
export function sectionOf(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of ADMIN_NAV) {
    if (!item.to) continue;
    const inside = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (inside && (!best || item.to.length > best.to!.length)) best = item;
  }
  return best;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-brand-50'
  }`;

/** The back office frame: the role's navigation (a scrolling strip on phones) beside the page. */
export function AdminShell({ role, children }: { role: StaffRole; children: ReactNode }) {
  const items = ADMIN_NAV.filter((item) => item.roles.includes(role));
  const section = sectionOf(useLocation().pathname);
  // A section the role may not use says so, instead of failing requests ("Reintentar").
  const allowed = !section || section.roles.includes(role);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:items-start lg:gap-8">
      <nav aria-label="Panel de administración" className="mb-6 lg:mb-0 lg:w-56 lg:shrink-0">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Panel · {STAFF_ROLE_LABELS[role]}
        </p>
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
          {items.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <NavLink to={item.to} end={item.to === paths.admin} className={linkClass}>
                  {item.label}
                </NavLink>
              ) : (
                <span
                  aria-disabled="true"
                  className="block rounded-lg px-3 py-2 text-sm whitespace-nowrap text-slate-600"
                >
                  {item.label} <span className="text-xs">(próximamente)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <main className="min-w-0 flex-1">{allowed ? children : <NoAccess />}</main>
    </div>
  );
}
