import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/app/layout/admin-layout';

/** /admin: the panel's entry. */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Panel de administración | Ferretería El Volt" />
      <h1 className="text-2xl font-bold text-slate-900">Panel de administración</h1>
      <p className="mt-2 text-slate-700">
        Desde aquí el equipo de la ferretería atiende los pedidos de la tienda.
      </p>
      <Link to={paths.adminOrders} className={buttonClasses('primary', 'md', 'mt-4')}>
        Ver pedidos
      </Link>
    </AdminLayout>
  );
}
