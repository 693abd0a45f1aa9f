import type { AdminReview } from '@shop/contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/button-styles';
import { Pagination } from '@/components/pagination';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, useHideReview } from '../api/admin-reviews';
import { formatDateTime } from '../lib/status-labels';
import { ListState } from './list-state';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} de 5 estrellas`} className="text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function HideButton({ review }: { review: AdminReview }) {
  const hide = useHideReview();
  const next = !review.hidden;
  return (
    <button
      type="button"
      disabled={hide.isPending}
      aria-label={`${next ? 'Ocultar' : 'Mostrar'} la reseña de ${review.customer_email} sobre ${review.product_name}`}
      className={buttonClasses(next ? 'secondary' : 'primary', 'sm')}
      onClick={() =>
        hide.mutate(
          { id: review.id, hidden: next },
          {
            onSuccess: () =>
              toast.success(
                next
                  ? 'Reseña oculta: ya no se muestra en la tienda.'
                  : 'Reseña visible de nuevo en la tienda.',
              ),
            onError: () => toast.error('No se pudo cambiar la reseña. Inténtalo de nuevo.'),
          },
        )
      }
    >
      {next ? 'Ocultar' : 'Mostrar'}
    </button>
  );
}

/** Reseñas: every review, newest first, each with its "Ocultar"/"Mostrar" button. */
export function AdminReviewsList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useAdminReviews(page);

  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="text-2xl font-bold text-slate-900">
        Reseñas
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Una reseña oculta deja de verse en la tienda y no cuenta en la calificación del producto.
      </p>
      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          data={data}
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando reseñas…"
          errorMessage="No se pudieron cargar las reseñas."
          emptyMessage="Todavía no hay reseñas."
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.results.map((r) => (
                  <li key={r.id} className={`p-4 ${r.hidden ? 'bg-slate-50' : ''}`}>
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      <span className="min-w-0 font-semibold break-words text-slate-900">
                        {r.product_name}
                      </span>
                      <Stars rating={r.rating} />
                      {r.verified && (
                        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                          Compra verificada
                        </span>
                      )}
                      {r.hidden && (
                        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                          Oculta
                        </span>
                      )}
                    </div>
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
                      {r.comment}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
                      <span className="min-w-0 break-all">{r.customer_email}</span>
                      <span>{formatDateTime(r.date_created)}</span>
                      <span className="ml-auto">
                        <HideButton review={r} />
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={page}
                  pageSize={ADMIN_REVIEWS_PAGE_SIZE}
                  count={data.count}
                  onChange={setPage}
                  noun="reseñas"
                />
              </div>
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}
