import type { Order } from '@shop/contract';
import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/admin-orders';
import { badRequestFields, serverMessage } from '../lib/server-errors';

const REASON_REQUIRED = 'Escribe el motivo de la devolución.';

/** Only a paid card order past cancelling (shipped, delivered) is refunded here (ADR 084). */
export function canRefund(order: Order): boolean {
  return (
    (order.payment_method ?? 'card') === 'card' &&
    (order.payment_status ?? 'pagado') === 'pagado' &&
    (order.status === 'shipped' || order.status === 'delivered')
  );
}

/**
 * "Devolver el pago" (administrador): the whole card payment back with a reason; the server voids
 * or refunds, issues the nota de crédito and tells the customer.
 */
export function AdminRefundForm({ order }: { order: Order }) {
  const refund = useRefundOrder(order.transaction_id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!canRefund(order)) return null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(REASON_REQUIRED);
    setError(null);
    refund.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (detail) => {
          // 202: the processor has not answered yet; the server finishes it (ADR 090).
          if (detail.order.payment_status === 'reembolsando')
            toast.info('La devolución está en curso: se completará cuando el procesador responda.');
          else toast.success('Pago devuelto; la nota de crédito se emitirá en breve.');
          setOpen(false);
        },
        onError: (err) => {
          const field = badRequestFields(err, ['reason'] as const)?.reason;
          if (field) setError(field);
          else toast.error(serverMessage(err, 'No se pudo devolver el pago.'));
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
        Devolver el pago
      </button>
    );
  return (
    <form onSubmit={submit} noValidate className="mt-4 border-t border-slate-200 pt-4">
      <label htmlFor="refund-reason" className="block text-sm font-medium text-slate-800">
        Motivo de la devolución
      </label>
      <textarea
        id="refund-reason"
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'refund-reason-error' : undefined}
        className={inputClasses(Boolean(error))}
      />
      {error && (
        <p id="refund-reason-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={refund.isPending}>
          {refund.isPending ? 'Devolviendo…' : `Devolver ${order.amount} USD`}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => setOpen(false)}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
