import type { CreditableLine } from '@shop/contract';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useIssueCreditNote } from '../api/admin-invoice';
import { badRequestFields, serverMessage } from '../lib/server-errors';

type Errors = { lines?: string; reason?: string };

const fieldErrors = (error: unknown): Errors | null =>
  badRequestFields(error, ['lines', 'reason'] as const);

/**
 * "Emitir nota de crédito" (administrador): the invoice's lines with the units not yet credited,
 * how many of each to credit and the reason. One Idempotency-Key per filled form, so a double
 * click or a retry after a lost answer issues one note.
 */
export function AdminCreditNoteForm({
  transactionId,
  lines,
}: {
  transactionId: string;
  lines: CreditableLine[];
}) {
  const issue = useIssueCreditNote(transactionId);
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (!lines.some((l) => l.remaining > 0)) return null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = lines.flatMap((l) => {
      const quantity = Number(counts[l.line] ?? 0);
      return quantity > 0 ? [{ line: l.line, quantity }] : [];
    });
    const local: Errors = {};
    if (chosen.length === 0) local.lines = 'Elija al menos una línea y una cantidad.';
    if (!reason.trim()) local.reason = 'Escriba el motivo de la nota de crédito.';
    setErrors(local);
    if (local.lines || local.reason) return;
    issue.mutate(
      { body: { lines: chosen, reason: reason.trim() }, key },
      {
        onSuccess: ({ credit_note }) => {
          toast.success(`Nota de crédito ${credit_note.number} emitida.`);
          setOpen(false);
          setCounts({});
          setReason('');
          setKey(crypto.randomUUID());
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields) setErrors(fields);
          else toast.error(serverMessage(error, 'No se pudo emitir la nota de crédito.'));
        },
      },
    );
  }

  if (!open)
    return (
      <button
        type="button"
        className={`mt-3 ${buttonClasses('secondary')}`}
        onClick={() => setOpen(true)}
      >
        Emitir nota de crédito
      </button>
    );

  return (
    <form onSubmit={submit} noValidate className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Nueva nota de crédito</h3>
      <fieldset className="mt-2" aria-describedby={errors.lines ? 'cn-lines-error' : undefined}>
        <legend className="text-sm text-slate-700">Unidades a acreditar por línea</legend>
        <ul className="mt-2 space-y-2">
          {lines.map((l) => (
            <li key={l.line} className="flex flex-wrap items-center gap-3 text-sm">
              <label htmlFor={`cn-line-${l.line}`} className="min-w-0 flex-1">
                {l.description}
                <span className="block text-slate-600">
                  {formatMoney(l.unit_price)} c/u · facturadas {l.quantity} · sin acreditar{' '}
                  {l.remaining}
                </span>
              </label>
              <input
                id={`cn-line-${l.line}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={l.remaining}
                disabled={l.remaining === 0}
                value={counts[l.line] ?? '0'}
                onChange={(e) => setCounts({ ...counts, [l.line]: e.target.value })}
                className={`w-24 ${inputClasses(Boolean(errors.lines), { margin: '' })}`}
              />
            </li>
          ))}
        </ul>
        {errors.lines && (
          <p id="cn-lines-error" className="mt-1.5 text-sm text-red-700">
            {errors.lines}
          </p>
        )}
      </fieldset>
      <label htmlFor="cn-reason" className="mt-3 block text-sm font-medium text-slate-800">
        Motivo
      </label>
      <textarea
        id="cn-reason"
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? 'cn-reason-error' : undefined}
        className={inputClasses(Boolean(errors.reason))}
      />
      {errors.reason && (
        <p id="cn-reason-error" className="mt-1.5 text-sm text-red-700">
          {errors.reason}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses('primary')} disabled={issue.isPending}>
          {issue.isPending ? 'Emitiendo…' : 'Emitir nota de crédito'}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => setOpen(false)}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
