import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract/values';
import type { PendingPayment } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { LoadFailed } from '@/components/load-failed';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { api, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { downloadWithAuth } from '@/lib/download';
import { useAdminMe } from '../api/admin-me';
import { type PaymentAction, usePaymentAction, usePendingPayments } from '../api/admin-payments';

const today = () => new Date().toISOString().slice(0, 10);

/** "Pagos por confirmar" (issue 31): orders paid later still waiting, with their decisions. */
export function AdminPaymentsScreen() {
  const { data, isPending, isError, refetch } = usePendingPayments();
  // The methods' settings are the administrador's (ventas only confirms payments).
  const canConfigure = useAdminMe().data?.role === 'administrador';
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="payments-title" className="text-2xl font-bold text-slate-900">
            Pagos por confirmar
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Transferencias por revisar y pedidos que se cobran al entregar o al retirar.
          </p>
        </div>
        {canConfigure && (
          <Link to={paths.adminPaymentSettings} className={buttonClasses('secondary')}>
            Configurar formas de pago
          </Link>
        )}
      </div>
      {isPending ? (
        <Spinner label="Cargando pagos…" />
      ) : isError ? (
        <LoadFailed message="No se pudieron cargar los pagos." onRetry={() => void refetch()} />
      ) : (
        <>
          {data.pending_by_method.length > 0 && (
            <ul className="flex flex-wrap gap-3 text-sm" aria-label="Pendiente por forma de pago">
              {data.pending_by_method.map((p) => (
                <li key={p.method} className="rounded-lg bg-slate-100 px-3 py-2 text-slate-900">
                  {PAYMENT_METHOD_LABELS[p.method as PaymentMethod]}: <Price price={p.amount} />
                </li>
              ))}
            </ul>
          )}
          {data.payments.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              No hay pagos por confirmar.
            </p>
          ) : (
            <ul className="space-y-4">
              {data.payments.map((p) => (
                <PaymentCard key={p.transaction_id} payment={p} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function PaymentCard({ payment: p }: { payment: PendingPayment }) {
  const transfer = p.method === 'transferencia';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-mono text-base font-semibold break-all text-slate-900">
            {p.transaction_id}
          </h2>
          <p className="text-sm text-slate-700">
            {p.customer} · <span className="break-all">{p.email}</span>
          </p>
          <p className="text-sm text-slate-700">{PAYMENT_METHOD_LABELS[p.method]}</p>
        </div>
        <div className="text-right">
          <Price price={p.amount} />
          <span className="mt-1 block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {PAYMENT_STATUS_LABELS[p.status as PaymentStatus]}
          </span>
        </div>
      </div>
      {transfer && (
        <div className="mt-3 flex flex-wrap gap-2">
          {p.receipts.length === 0 && (
            <p className="text-sm text-slate-700">Aún no hay comprobante.</p>
          )}
          {p.receipts.map((r, i) => (
            <button
              key={r.id}
              type="button"
              className={buttonClasses('secondary')}
              onClick={() =>
                void downloadWithAuth(
                  api.admin.paymentReceipt(r.id),
                  `comprobante-${p.transaction_id}-${i + 1}.${r.content_type === 'application/pdf' ? 'pdf' : r.content_type === 'image/png' ? 'png' : 'jpg'}`,
                )
              }
            >
              Ver comprobante {i + 1}
            </button>
          ))}
        </div>
      )}
      {transfer ? <TransferActions payment={p} /> : <CollectActions payment={p} />}
    </li>
  );
}

function useAction(transactionId: string) {
  const mutation = usePaymentAction();
  const [error, setError] = useState<string | null>(null);
  const run = (action: PaymentAction, body: Record<string, string>) => {
    setError(null);
    mutation.mutate(
      { transactionId, action, body },
      {
        onError: (e) =>
          setError(
            e instanceof ApiError
              ? (e.fieldMessage('amount') ??
                  e.fieldMessage('reference') ??
                  e.fieldMessage('reason') ??
                  e.fieldMessage('date') ??
                  'No se pudo guardar.')
              : 'No se pudo guardar. Revisa tu conexión.',
          ),
      },
    );
  };
  return { run, error, busy: mutation.isPending };
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-900">
      {label}
      {children}
    </label>
  );
}

function TransferActions({ payment: p }: { payment: PendingPayment }) {
  const { run, error, busy } = useAction(p.transaction_id);
  const [amount, setAmount] = useState(p.amount);
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          run('confirm', { amount, date, reference });
        }}
      >
        <AmountField label="Monto recibido" value={amount} onChange={setAmount} />
        <Field label="Fecha del pago">
          <input
            type="date"
            className={inputClasses(false)}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field label="Referencia bancaria">
          <input
            className={inputClasses(false)}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </Field>
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          Confirmar pago
        </button>
      </form>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          run('reject', { reason });
        }}
      >
        <Field label="Motivo del rechazo">
          <textarea
            className={inputClasses(false)}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <button
          type="submit"
          disabled={busy || p.status !== 'pendiente'}
          className={buttonClasses('secondary')}
        >
          Rechazar
        </button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-800 md:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}

function CollectActions({ payment: p }: { payment: PendingPayment }) {
  const { run, error, busy } = useAction(p.transaction_id);
  const [amount, setAmount] = useState(p.amount);
  const [method, setMethod] = useState('efectivo');
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        run('collect', { amount, collected_with: method });
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <AmountField label="Monto cobrado" value={amount} onChange={setAmount} />
        <Field label="Cobrado con">
          <select
            className={inputClasses(false)}
            value={method}
            onChange={(e) => setMethod(e.target.value)}
          >
            <option value="efectivo">Efectivo</option>
            <option value="tarjeta">Tarjeta</option>
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          Cobrado
        </button>
        <button
          type="button"
          disabled={busy}
          className={buttonClasses('secondary')}
          onClick={() => run('not-delivered', {})}
        >
          No se pudo entregar
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}

/** The money staff received, as typed ("7.02"). */
function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <input
        className={inputClasses(false)}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
