import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { PageMeta } from '@/components/page-meta';
import { paths, shop } from '@/config/paths';

/** The friendly state of /product/{id} when the product does not exist. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <PageMeta title={`Producto no encontrado | ${shop.name}`} />
      <h1 className="mb-6 text-3xl font-extrabold text-slate-900">Producto no encontrado</h1>
      <EmptyState message="El producto que buscas no existe o ya no está disponible en nuestra tienda.">
        <Link to={paths.shop} className={buttonClasses('primary')}>
          Ver todos los productos
        </Link>
      </EmptyState>
    </div>
  );
}
