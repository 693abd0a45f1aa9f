import type { Review } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useMyReview } from '../api/get-my-review';
import { useRatingSummary } from '../api/get-rating-summary';
import { useReviews } from '../api/get-reviews';
import { reviewKeys } from '../api/review-keys';
import { deleteReview, saveReview } from '../api/save-review';
import { formatAverage, formatReviewDate, opinions } from '../lib/format';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

/** The product page's "Opiniones de clientes": average, count per star (a filter), list and form. */
export function ReviewsSection({ productId }: { productId: number }) {
  const [star, setStar] = useState<number | null>(null);
  const summary = useRatingSummary(productId);
  const reviews = useReviews(productId, star);

  return (
    <section aria-labelledby="reviews-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="reviews-title" className="text-2xl font-bold text-brand-900">
        Opiniones de clientes
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          {summary.data ? (
            <div>
              {summary.data.average === null ? (
                <p className="text-slate-700">Este producto aún no tiene opiniones.</p>
              ) : (
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-4xl font-bold text-slate-900">
                    {formatAverage(summary.data.average)}
                  </span>
                  <Stars value={summary.data.average} className="size-5" />
                  <span className="sr-only">de 5 estrellas,</span>
                  <span className="text-sm text-slate-600">{opinions(summary.data.count)}</span>
                </p>
              )}
              <div
                role="group"
                aria-label="Filtrar opiniones por estrellas"
                className="mt-4 space-y-1.5"
              >
                {[5, 4, 3, 2, 1].map((n) => {
                  const count = summary.data.counts[String(n)] ?? 0;
                  const share = summary.data.count ? (count / summary.data.count) * 100 : 0;
                  return (
                    <button
                      key={n}
                      type="button"
                      aria-pressed={star === n}
                      disabled={count === 0 && star !== n}
                      onClick={() => setStar(star === n ? null : n)}
                      className={`flex min-h-9 w-full items-center gap-3 rounded-md px-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60 ${
                        star === n ? 'bg-amber-50 ring-1 ring-amber-400' : 'hover:bg-slate-50'
                      }`}
                    >
                      <span className="w-20 shrink-0 text-slate-800">
                        {n} {n === 1 ? 'estrella' : 'estrellas'}
                      </span>
                      <span
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                        aria-hidden="true"
                      >
                        <span
                          className="block h-full bg-amber-500"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                      <span className="w-8 shrink-0 text-right text-slate-700">{count}</span>
                    </button>
                  );
                })}
              </div>
              {star !== null && (
                <button
                  type="button"
                  onClick={() => setStar(null)}
                  className={buttonClasses('ghost', 'sm', 'mt-2')}
                >
                  Ver todas las opiniones
                </button>
              )}
            </div>
          ) : summary.isError ? null : (
            <Spinner label="Cargando calificación…" />
          )}
          <MyReviewBox productId={productId} />
        </div>
        <div>
          {reviews.isError ? (
            <div role="alert" className="text-slate-700">
              <p>No pudimos cargar las opiniones.</p>
              <button
                type="button"
                onClick={() => void reviews.refetch()}
                className={buttonClasses('primary', 'md', 'mt-3')}
              >
                Reintentar
              </button>
            </div>
          ) : !reviews.data ? (
            <Spinner label="Cargando opiniones…" />
          ) : reviews.data.length === 0 ? (
            <p className="text-slate-700">
              {star === null
                ? 'Sé el primero en opinar sobre este producto.'
                : `No hay opiniones de ${star} ${star === 1 ? 'estrella' : 'estrellas'}.`}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Opiniones">
              {reviews.data.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="sr-only">{review.rating} de 5 estrellas</span>
        <span className="font-semibold text-slate-900">{review.user || 'Cliente'}</span>
        {review.verified && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            Compra verificada
          </span>
        )}
        <span className="text-sm text-slate-600">{formatReviewDate(review.date_created)}</span>
      </div>
      {/* Plain text: React escapes it; line breaks kept. */}
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{review.comment}</p>
    </li>
  );
}

/** The signed-in customer's form (create, edit, delete); guests get a sign-in link. */
function MyReviewBox({ productId }: { productId: number }) {
  const { isAuthenticated, access } = useSession();
  const signedIn = isAuthenticated === true && access !== null;
  const mine = useMyReview(productId, signedIn);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();

  if (!signedIn)
    return (
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p>¿Compraste este producto?</p>
        <Link
          to={paths.loginThen(paths.product(productId))}
          className="font-semibold text-brand-800 underline hover:text-brand-700"
        >
          Inicia sesión para escribir tu opinión
        </Link>
      </div>
    );
  if (mine.isPending) return <Spinner label="Cargando tu opinión…" />;
  if (mine.isError) return null;
  const existing = mine.data ?? null;

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    await queryClient.invalidateQueries({ queryKey: reviewKeys.rating(productId) });
  }

  async function onSave(draft: { rating: number; comment: string }) {
    setBusy(true);
    setServerError(undefined);
    try {
      await saveReview(productId, draft, existing === null);
      await refresh();
      toast.success(existing ? 'Actualizamos tu opinión.' : '¡Gracias por tu opinión!');
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.status === 409
          ? 'Ya escribiste una opinión de este producto.'
          : 'No pudimos guardar tu opinión. Inténtalo de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  }

  async function onDelete() {
    setBusy(true);
    try {
      await deleteReview(productId);
      await refresh();
      toast.success('Eliminamos tu opinión.');
    } catch {
      setServerError('No pudimos eliminar tu opinión. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-slate-900">
        {existing ? 'Tu opinión' : 'Escribe tu opinión'}
      </h3>
      <div className="mt-3">
        <ReviewForm
          key={existing ? `${existing.id}-${existing.rating}-${existing.comment}` : 'new'}
          existing={existing}
          busy={busy}
          serverError={serverError}
          onSave={(d) => void onSave(d)}
          onDelete={() => void onDelete()}
        />
      </div>
    </div>
  );
}
