import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import {
  useAdminProduct,
  useCreateProduct,
  useProductOptions,
  useUpdateProduct,
} from '../api/admin-products';
import { AdminProductForm } from './admin-product-form';
import { AdminProductImages } from './admin-product-images';

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
      No se pudo cargar {what}.{' '}
      <button type="button" onClick={retry} className="font-semibold underline">
        Reintentar
      </button>
    </div>
  );
}

const back = (
  <Link
    to={paths.adminProducts}
    className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
  >
    ← Productos
  </Link>
);

/** /admin/productos/nuevo: the form; once created, its page (to add the images). */
export function AdminProductNew() {
  const options = useProductOptions();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="product-title" className="space-y-4">
      {back}
      <h1 id="product-title" tabIndex={-1} className="text-2xl font-bold text-slate-900">
        Nuevo producto
      </h1>
      {options.isPending ? (
        <Spinner label="Cargando…" />
      ) : options.isError ? (
        <LoadFailed what="las marcas y categorías" retry={() => void options.refetch()} />
      ) : (
        <>
          <AdminProductForm
            options={options.data}
            onSave={(body) => create.mutateAsync(body)}
            onSaved={(p) => void navigate(paths.adminProduct(p.id), { replace: true })}
          />
          <p className="text-sm text-slate-700">
            Podrás subir las imágenes en cuanto el producto esté creado.
          </p>
        </>
      )}
    </section>
  );
}

/** /admin/productos/:id: every field, the images, a link to the product in the shop. */
export function AdminProductEdit({ id }: { id: number }) {
  const options = useProductOptions();
  const product = useAdminProduct(id);
  const update = useUpdateProduct(id);
  const failed = options.isError || product.isError;
  return (
    <section aria-labelledby="product-title" className="space-y-4">
      {back}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="product-title" tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {product.data ? product.data.name : 'Producto'}
        </h1>
        {product.data?.is_active && (
          <a
            href={paths.product(product.data.id)}
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            Ver en la tienda
          </a>
        )}
      </div>
      {failed ? (
        <LoadFailed
          what="el producto"
          retry={() => {
            void options.refetch();
            void product.refetch();
          }}
        />
      ) : options.isPending || product.isPending ? (
        <Spinner label="Cargando producto…" />
      ) : (
        <>
          <AdminProductImages product={product.data} />
          <AdminProductForm
            key={product.data.id}
            product={product.data}
            options={options.data}
            onSave={(body) => update.mutateAsync(body)}
          />
        </>
      )}
    </section>
  );
}
