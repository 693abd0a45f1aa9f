import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { PageMeta } from '@/components/page-meta';
import { paths, shop } from '@/config/paths';

/** The seed's plain 'Error404' page for unknown paths, with a way back. */
export function Component() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageMeta title={`Página no encontrada | ${shop.name}`} />
      <p className="text-7xl font-black text-brand-800 sm:text-8xl" aria-hidden="true">
        4<span className="text-accent-500">0</span>4
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900">Error404</h1>
      <p className="mt-3 text-slate-600">La página que buscas no existe o cambió de dirección.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Volver al inicio
        </Link>
        <Link to={paths.shop} className={buttonClasses('secondary', 'lg')}>
          Ver productos
        </Link>
      </div>
    </main>
  );
}
