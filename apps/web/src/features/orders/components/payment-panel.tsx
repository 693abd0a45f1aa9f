import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BankAccountList } from '@/components/bank-account-list';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { ordersKeys } from '../api/get-orders';
import { uploadReceipt, useOrderPayment } from '../api/order-payment';

const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * How to pay an order paid later (issue 31): its payment status, the exact amount, the order
 * number as the transfer's reference, the shop's accounts and the receipt upload. A guest's
 * private order link passes its `guestToken`.
 */
export function PaymentPanel({
  transactionId,
  guestToken,
}: {
  transactionId: string;
  guestToken?: string;
}) {
  const payment = useOrderPayment(transactionId, guestToken);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (payment.isPending) return <Spinner label="Cargando el pago…" />;
  if (payment.isError) return null;
  const p = payment.data;
  const canUpload =
    p.method === 'transferencia' && (p.status === 'pendiente' || p.status === 'rechazado');

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setMessage(null);
    try {
      await uploadReceipt(transactionId, file, guestToken);
      setMessage({
        ok: true,
        text: 'Recibimos tu comprobante. Te avisaremos cuando lo confirmemos.',
      });
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    } catch (error) {
      const text =
        error instanceof ApiError
          ? (error.fieldMessage('receipt') ?? 'No pudimos subir el comprobante.')
          : 'No pudimos subir el comprobante. Revisa tu conexión.';
      setMessage({ ok: false, text });
    } finally {
      setUploading(false);
    }
  }

  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="payment-title" className="text-lg font-semibold text-slate-900">
        Pago: {p.status_label}
      </h2>
      {p.method === 'al_retirar' && p.status === 'pendiente' && (
        <p className="mt-2 text-sm text-slate-800">Paga al retirar, en la tienda.</p>
      )}
      {p.method === 'contra_entrega' && p.status === 'pendiente' && (
        <p className="mt-2 text-sm text-slate-800">Pagas al repartidor cuando recibes tu pedido.</p>
      )}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Monto exacto</dt>
          <dd className="font-semibold text-slate-900">
            <Price price={p.amount} />
          </dd>
        </div>
        {p.method === 'transferencia' && (
          <div>
            <dt className="text-slate-700">Referencia de la transferencia</dt>
            <dd className="font-mono font-semibold break-all text-slate-900">{p.reference}</dd>
          </div>
        )}
        {p.expires_at && (
          <div>
            <dt className="text-slate-700">Reservado hasta</dt>
            <dd className="text-slate-900">{dateTime.format(new Date(p.expires_at))}</dd>
          </div>
        )}
      </dl>
      {p.rejection_reason && (
        <p className="mt-3 text-sm text-red-800">Motivo del rechazo: {p.rejection_reason}</p>
      )}
      {canUpload && <BankAccountList accounts={p.bank_accounts} className="mt-3" />}
      {canUpload && (
        <div className="mt-4">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            Sube tu comprobante (JPG, PNG o PDF, hasta 5 MB)
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            disabled={uploading}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="mt-1 block w-full text-sm"
          />
          {p.receipts > 0 && (
            <p className="mt-1 text-sm text-slate-700">Comprobantes recibidos: {p.receipts}</p>
          )}
        </div>
      )}
      {message && (
        <p
          role="status"
          className={`mt-2 text-sm ${message.ok ? 'text-emerald-800' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
