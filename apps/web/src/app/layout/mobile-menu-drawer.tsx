import type { CategoryNode } from '@shop/contract';
import { Link } from 'react-router';
import { Drawer } from '@/components/drawer';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useSession } from '@/lib/session';

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-slate-100';
const sectionTitle = 'mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** A category's products: the search page lists everything in it when the text is empty. */
function categoryHref(id: number): string {
  return `${paths.search}?${new URLSearchParams({ q: '', category: String(id) }).toString()}`;
}

/** The phone menu's drawer: loaded the first time the menu opens, not with every page. */
export function MobileMenuDrawer({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={close} title="Menú" closeLabel="Cerrar menú" side="left">
      <nav aria-label="Menú del sitio">
        <ul>
          <li>
            <Link to={paths.shop} className={itemClass} onClick={close}>
              Tienda
            </Link>
          </li>
          <li>
            <Link to={paths.catalogo} className={itemClass} onClick={close}>
              Catálogo
            </Link>
          </li>
          <li>
            <Link to={paths.cart} className={itemClass} onClick={close}>
              Carrito
            </Link>
          </li>
        </ul>
        <CategoryTree onNavigate={close} />
        <AccountLinks onNavigate={close} />
      </nav>
    </Drawer>
  );
}

function CategoryTree({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories, isError, refetch } = useCategories();
  return (
    <>
      <h3 className={sectionTitle}>Categorías</h3>
      {isError ? (
        <p className="px-3 text-sm text-slate-700">
          No se pudieron cargar las categorías.{' '}
          <button
            type="button"
            onClick={() => void refetch()}
            className="min-h-6 font-semibold text-brand-800 underline"
          >
            Reintentar
          </button>
        </p>
      ) : (
        <CategoryList nodes={categories ?? []} onNavigate={onNavigate} />
      )}
    </>
  );
}

function CategoryList({
  nodes,
  onNavigate,
  depth = 0,
}: {
  nodes: CategoryNode[];
  onNavigate: () => void;
  depth?: number;
}) {
  if (nodes.length === 0) return null;
  return (
    <ul className={depth ? 'ml-4 border-l border-slate-200 pl-1' : undefined}>
      {nodes.map((c) => (
        <li key={c.id}>
          <Link
            to={categoryHref(c.id)}
            onClick={onNavigate}
            className={depth ? `${itemClass} text-sm font-normal` : itemClass}
          >
            {c.name}
          </Link>
          <CategoryList nodes={c.sub_categories} onNavigate={onNavigate} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { isAuthenticated } = useSession();
  return (
    <>
      <h3 className={sectionTitle}>Mi cuenta</h3>
      {isAuthenticated ? (
        <ul>
          <li>
            <Link to={paths.dashboard} className={itemClass} onClick={onNavigate}>
              Perfil de Usuario
            </Link>
          </li>
          <li>
            <Link to={paths.payments} className={itemClass} onClick={onNavigate}>
              Historial de Pago
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void logout()}>
              Cerrar Sesión
            </button>
          </li>
        </ul>
      ) : (
        <ul>
          <li>
            <Link to={paths.login} className={itemClass} onClick={onNavigate}>
              Inicia Sesión
            </Link>
          </li>
          <li>
            <Link to={paths.signup} className={itemClass} onClick={onNavigate}>
              Crear cuenta
            </Link>
          </li>
        </ul>
      )}
    </>
  );
}
