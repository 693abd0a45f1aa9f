import { REVIEW_COMMENT_MAX, type Review } from '@shop/contract';
import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/button-styles';

export interface ReviewFormProps {
  existing: Review | null;
  busy: boolean;
  serverError?: string;
  onSave: (draft: { rating: number; comment: string }) => void;
  onDelete: () => void;
}

const STAR_WORDS = ['', 'Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente'];

/** The signed-in customer's review: stars 1-5 and a comment (plain text, up to 2000 characters). */
export function ReviewForm({ existing, busy, serverError, onSave, onDelete }: ReviewFormProps) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const ids = { rating: useId(), comment: useId(), count: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (rating < 1 || rating > 5) next.rating = 'Elige de 1 a 5 estrellas.';
    if (!comment.trim()) next.comment = 'Escribe un comentario.';
    else if (comment.trim().length > REVIEW_COMMENT_MAX)
      next.comment = `Máximo ${REVIEW_COMMENT_MAX} caracteres.`;
    setErrors(next);
    if (Object.keys(next).length === 0) onSave({ rating, comment: comment.trim() });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy || undefined}>
      <fieldset aria-describedby={errors.rating ? ids.rating : undefined}>
        <legend className="text-sm font-medium text-slate-800">Tu calificación</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                rating === n
                  ? 'border-amber-500 bg-amber-50 font-semibold text-slate-900'
                  : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="size-5 accent-amber-500"
              />
              {n} {n === 1 ? 'estrella' : 'estrellas'}
              <span className="sr-only">: {STAR_WORDS[n]}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ids.rating} className="mt-1.5 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.comment} className="block text-sm font-medium text-slate-800">
          Tu comentario
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={REVIEW_COMMENT_MAX}
          rows={4}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${ids.count}${errors.comment ? ` ${ids.comment}-error` : ''}`}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none focus:ring-2 ${
            errors.comment
              ? 'border-red-600 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
          }`}
        />
        <p id={ids.count} className="mt-1 text-xs text-slate-600">
          {comment.length} / {REVIEW_COMMENT_MAX} caracteres
        </p>
        {errors.comment && (
          <p id={`${ids.comment}-error`} className="mt-1 text-sm text-red-700">
            {errors.comment}
          </p>
        )}
      </div>
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          {existing ? 'Guardar cambios' : 'Publicar opinión'}
        </button>
        {existing && (
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            className={buttonClasses('secondary')}
          >
            Eliminar mi opinión
          </button>
        )}
      </div>
    </form>
  );
}
