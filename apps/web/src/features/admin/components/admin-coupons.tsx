import type { AdminCoupon } from '@shop/contract';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { Pagination } from '@/components/pagination';
import { toast } from '@/lib/toast';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  useAdminCoupons,
  useDeleteCoupon,
  useSaveCoupon,
} from '../api/admin-taxonomy';
import { serverMessage } from '../lib/server-errors';
import { CouponEditor } from './coupon-editor';
import { CouponRow } from './coupon-row';
import { ListState } from './list-state';
import { ConfirmDialog } from './taxonomy-ui';

/** Cupones: list with status (activo, vencido, agotado, inactivo); create and edit. */
export function AdminCoupons() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useAdminCoupons(page);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const remove = useDeleteCoupon();
  const save = useSaveCoupon();

  const toggle = (c: AdminCoupon) =>
    save.mutate(
      { id: c.id, body: { is_active: !c.is_active } },
      {
        onSuccess: (saved) =>
          toast.success(`Cupón ${saved.name} ${saved.is_active ? 'activado' : 'desactivado'}.`),
        onError: (error) => toast.error(serverMessage(error, 'No se pudo cambiar el cupón.')),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Cupón ${name} eliminado.`),
      onError: (error) => toast.error(serverMessage(error, 'No se pudo eliminar el cupón.')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="coupons-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-2xl font-bold text-slate-900">
          Cupones
        </h1>
        <button
          type="button"
          className={buttonClasses('primary', 'md')}
          onClick={() => setEditing('new')}
        >
          Nuevo cupón
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Un cupón usado no se puede eliminar: desactívalo para que deje de aceptarse.
      </p>
      {editing && (
        <CouponEditor
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando cupones…"
          errorMessage="No se pudieron cargar los cupones."
          emptyMessage="Todavía no hay cupones. Crea el primero con «Nuevo cupón»."
        >
          <ul
            aria-label="Cupones"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {data?.results.map((c) => (
              <CouponRow
                key={c.id}
                coupon={c}
                busy={save.isPending}
                onEdit={() => setEditing(c)}
                onToggle={() => toggle(c)}
                onDelete={() => setDeleting(c)}
              />
            ))}
          </ul>
          {data && (
            <div className="mt-4">
              <Pagination
                page={page}
                pageSize={ADMIN_COUPONS_PAGE_SIZE}
                count={data.count}
                onChange={setPage}
                noun="cupones"
              />
            </div>
          )}
        </ListState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar el cupón?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Se eliminará el cupón {deleting?.name}. Como nunca se usó, no afecta a ningún pedido.
      </ConfirmDialog>
    </section>
  );
}
