import type { BillingView, InvoiceSummary } from '@shop/contract';
import { BUYER_ID_LABELS, moneyToCents } from '@shop/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ordersKeys } from '../api/get-orders';
import { sendInvoiceBilling } from '../api/invoice-billing';
import { INVOICE_STATUS_LABELS } from '../lib/invoice-labels';
import type { ShippingFacts } from '@/components/billing/billing-form';
import { InvoiceBillingSection } from '@/components/billing/invoice-billing-section';
import { buttonClasses } from '@/components/button-styles';
import { CreditNotesList, type NoteFileUrl } from '@/components/credit-notes-list';
import { api } from '@/config/paths';
import { downloadWithAuth } from '@/lib/download';
import { toast } from '@/lib/toast';

const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long', timeStyle: 'short' });

/**
 * "Factura electrónica": the SRI state in Spanish, number, authorization number and, once
 * authorized, "Descargar factura (PDF)" (the RIDE) and "Descargar XML". While the invoice waits
 * for the buyer's data (pending_data), the "Datos de facturación" form (ADR 091).
 */
export function InvoicePanel({
  transactionId,
  invoice,
  billing,
  guestToken,
  shipping,
}: {
  transactionId: string;
  invoice: InvoiceSummary | null;
  billing: BillingView | null;
  /** A guest's order link: the RIDE and XML are plain links carrying the link's token. */
  guestToken?: string;
  /** The order's name and address, for the billing form's "Usar los datos de envío". */
  shipping: ShippingFacts;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const authorized = invoice?.status === 'authorized';
  const fileName = `factura-${invoice?.number ?? transactionId}`;
  const guestPdfUrl = guestToken && api.guest.invoicePdf(transactionId, guestToken);
  const noteFileUrl: NoteFileUrl = (id, kind) =>
    guestToken
      ? api.guest.creditNoteFile(transactionId, guestToken, id, kind)
      : api.orders.creditNoteFile(transactionId, id, kind);

  async function download(kind: 'pdf' | 'xml') {
    setBusy(kind);
    const url =
      kind === 'pdf' ? api.orders.invoicePdf(transactionId) : api.orders.invoiceXml(transactionId);
    const ok = await downloadWithAuth(url, `${fileName}.${kind}`);
    setBusy(null);
    if (!ok) toast.error('No pudimos descargar la factura. Inténtalo de nuevo.');
  }

  return (
    <section
      aria-labelledby="invoice-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="invoice-title" className="text-lg font-semibold text-slate-900">
        Factura electrónica
      </h2>
      {!invoice ? (
        <p className="mt-3 text-sm text-slate-600">Este pedido no tiene factura electrónica.</p>
      ) : (
        <>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            {/* Without a number (waiting for the buyer's data) the state has the row to itself. */}
            <div className={invoice.number ? undefined : 'sm:col-span-2'}>
              <dt className="text-slate-600">Estado</dt>
              <dd>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    authorized
                      ? 'bg-emerald-50 text-emerald-800'
                      : invoice.status === 'returned' || invoice.status === 'not_authorized'
                        ? 'bg-red-50 text-red-800'
                        : 'bg-amber-50 text-amber-900'
                  }`}
                >
                  {invoice.fully_credited
                    ? 'Anulada por nota de crédito'
                    : INVOICE_STATUS_LABELS[invoice.status]}
                </span>
              </dd>
            </div>
            {invoice.number && (
              <div>
                <dt className="text-slate-600">Número</dt>
                <dd className="font-mono text-slate-900">{invoice.number}</dd>
              </div>
            )}
            {invoice.authorization_number && (
              <div className="sm:col-span-2">
                <dt className="text-slate-600">Número de autorización</dt>
                <dd className="font-mono text-xs break-all text-slate-900">
                  {invoice.authorization_number}
                </dd>
              </div>
            )}
            {invoice.authorized_at && (
              <div>
                <dt className="text-slate-600">Autorizada el</dt>
                <dd className="text-slate-900">
                  {dateTime.format(new Date(invoice.authorized_at))}
                </dd>
              </div>
            )}
            {billing && (
              <div className="sm:col-span-2">
                <dt className="text-slate-600">Facturado a</dt>
                <dd className="text-slate-900">
                  {billing.name} · {BUYER_ID_LABELS[billing.id_type]} {billing.id_number}
                  <span className="block text-slate-600">{billing.email}</span>
                </dd>
              </div>
            )}
          </dl>
          {invoice.messages.length > 0 && !authorized && (
            <ul className="mt-3 list-disc pl-5 text-sm text-red-800">
              {invoice.messages.map((m) => (
                <li key={`${m.identificador}-${m.mensaje}`}>{m.mensaje}</li>
              ))}
            </ul>
          )}
          {authorized && guestToken ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={guestPdfUrl}
                download={`${fileName}.pdf`}
                className={buttonClasses('primary')}
              >
                Descargar factura (PDF)
              </a>
              <a
                href={api.guest.invoiceXml(transactionId, guestToken)}
                download={`${fileName}.xml`}
                className={buttonClasses('secondary')}
              >
                Descargar XML
              </a>
            </div>
          ) : authorized ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClasses('primary')}
                disabled={busy !== null}
                onClick={() => void download('pdf')}
              >
                {busy === 'pdf' ? 'Descargando…' : 'Descargar factura (PDF)'}
              </button>
              <button
                type="button"
                className={buttonClasses('secondary')}
                disabled={busy !== null}
                onClick={() => void download('xml')}
              >
                {busy === 'xml' ? 'Descargando…' : 'Descargar XML'}
              </button>
            </div>
          ) : (
            invoice.status !== 'returned' &&
            invoice.status !== 'not_authorized' &&
            invoice.status !== 'pending_data' && (
              <p className="mt-3 text-sm text-slate-600">
                El SRI autoriza la factura en unos minutos; también te llegará por correo.
              </p>
            )
          )}
          <InvoiceBillingSection
            waiting={invoice.status === 'pending_data'}
            sentText="Datos recibidos. Tu factura se está emitiendo."
            totalCents={moneyToCents(invoice.total)}
            shipping={shipping}
            send={(data) => sendInvoiceBilling(transactionId, data, guestToken)}
            onSent={() => void client.invalidateQueries({ queryKey: ordersKeys.all })}
          />
          <CreditNotesList
            notes={invoice.credit_notes ?? []}
            fileUrl={noteFileUrl}
            auth={!guestToken}
          />
        </>
      )}
    </section>
  );
}
