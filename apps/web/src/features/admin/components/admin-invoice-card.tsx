import { moneyToCents } from '@shop/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INVOICE_STATUS_LABELS } from '../lib/invoice-labels';
import type { ShippingFacts } from '@/components/billing/billing-form';
import { InvoiceBillingSection } from '@/components/billing/invoice-billing-section';
import { buttonClasses } from '@/components/button-styles';
import { api } from '@/config/paths';
import { downloadWithAuth } from '@/lib/download';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { sendAdminInvoiceBilling, useAdminInvoice, useResendInvoice } from '../api/admin-invoice';
import { useAdminMe } from '../api/admin-me';
import { CreditNotesList } from '@/components/credit-notes-list';
import { AdminCreditNoteForm } from './admin-credit-note-form';

/**
 * The order's SRI invoice for staff: state, number, authorization, "Descargar RIDE", its notas
 * de crédito and, for administradores, "Emitir nota de crédito" (ADR 083). While it waits for
 * the buyer's data, ventas and administradores give them ("Datos de facturación", ADR 091); when
 * the SRI returned or did not authorize it, the note says why and they send it again ("Reenviar
 * al SRI", ADR 092).
 */
export function AdminInvoiceCard({
  transactionId,
  shipping,
}: {
  transactionId: string;
  /** The order's name and address, for the billing form's "Usar los datos de envío". */
  shipping: ShippingFacts;
}) {
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useAdminInvoice(transactionId);
  const role = useAdminMe().data?.role;
  const isAdmin = role === 'administrador';
  const [busy, setBusy] = useState(false);
  const resend = useResendInvoice(transactionId);
  const invoice = data?.invoice ?? null;
  const stopped = invoice?.status === 'returned' || invoice?.status === 'not_authorized';
  const canAct = isAdmin || role === 'ventas';

  function sendAgain() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Factura reenviada al SRI.'),
      onError: (error) =>
        toast.error(
          (error instanceof ApiError && error.fieldMessage('error')) ||
            'No se pudo reenviar la factura. Inténtelo de nuevo.',
        ),
    });
  }

  async function downloadRide() {
    setBusy(true);
    const ok = await downloadWithAuth(
      api.admin.orderRide(transactionId),
      `factura-${invoice?.number ?? transactionId}.pdf`,
    );
    setBusy(false);
    if (!ok) toast.error('No se pudo descargar el RIDE.');
  }

  return (
    <section
      aria-labelledby="admin-invoice-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="admin-invoice-title" className="text-base font-semibold text-slate-900">
        Factura electrónica
      </h2>
      <div className="mt-2 text-sm text-slate-800">
        {isPending ? (
          <p>Cargando factura…</p>
        ) : isError ? (
          <p role="alert">
            No se pudo cargar la factura.{' '}
            <button
              type="button"
              onClick={() => void refetch()}
              className="font-semibold underline"
            >
              Reintentar
            </button>
          </p>
        ) : !invoice ? (
          <p>Este pedido no tiene factura.</p>
        ) : (
          <>
            <p>
              Estado:{' '}
              <strong>
                {invoice.fully_credited
                  ? 'Anulada por nota de crédito'
                  : INVOICE_STATUS_LABELS[invoice.status]}
              </strong>
            </p>
            {invoice.number && (
              <p>
                Número: <span className="font-mono">{invoice.number}</span>
              </p>
            )}
            {invoice.authorization_number && (
              <p className="break-all">
                Autorización:{' '}
                <span className="font-mono text-xs">{invoice.authorization_number}</span>
              </p>
            )}
            {invoice.messages.length > 0 && invoice.status !== 'authorized' && (
              <ul className="mt-1 list-disc pl-5 text-red-800">
                {invoice.messages.map((m) => (
                  <li key={`${m.identificador}-${m.mensaje}`}>{m.mensaje}</li>
                ))}
              </ul>
            )}
            {data?.staff_note && (
              <p
                className={`mt-2 rounded-lg p-2 ${
                  stopped ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'
                }`}
              >
                <span className="font-semibold">Motivo: </span>
                {data.staff_note}
              </p>
            )}
            {stopped && canAct && (
              <button
                type="button"
                className={buttonClasses('primary', 'sm', 'mt-2')}
                disabled={resend.isPending}
                onClick={sendAgain}
              >
                {resend.isPending ? 'Reenviando…' : 'Reenviar al SRI'}
              </button>
            )}
            {invoice.status === 'authorized' && (
              <button
                type="button"
                className="mt-2 font-semibold text-brand-800 underline"
                disabled={busy}
                onClick={() => void downloadRide()}
              >
                {busy ? 'Descargando…' : 'Descargar RIDE'}
              </button>
            )}
            <InvoiceBillingSection
              waiting={invoice.status === 'pending_data' && canAct}
              sentText="Datos guardados. La factura se está emitiendo."
              totalCents={moneyToCents(invoice.total)}
              shipping={shipping}
              send={(billing) => sendAdminInvoiceBilling(transactionId, billing)}
              onSent={() =>
                void client.invalidateQueries({
                  queryKey: ['admin', 'orders', 'invoice', transactionId],
                })
              }
            />
            <CreditNotesList
              notes={invoice.credit_notes ?? []}
              fileUrl={(id, kind) => api.admin.orderCreditNoteFile(transactionId, id, kind)}
              auth
            />
            {isAdmin && invoice.number && (
              <AdminCreditNoteForm transactionId={transactionId} lines={data?.lines ?? []} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
