import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BankAccountList } from '@/components/bank-account-list';
import { buttonClasses } from '@/components/button-styles';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { readThankYouState, resetPurchaseState } from '../lib/purchase-state';
import { ThankYouDetails } from './thank-you-details';

/** What to do next for an order paid later; a transfer names the accounts shown below it. */
function laterMethodNote(method: string, accountsShown: boolean) {
  if (method === 'transferencia')
    return accountsShown
      ? 'Pendiente de pago. Transfiere el monto exacto a una de estas cuentas y usa el número de pedido como referencia; luego sube el comprobante desde tu pedido.'
      : 'Pendiente de pago. Te enviamos por correo las cuentas del local y el monto exacto; usa el número de pedido como referencia y luego sube el comprobante desde tu pedido.';
  return method === 'al_retirar'
    ? 'Paga al retirar: en la tienda, en efectivo o con tarjeta.'
    : 'Pago contra entrega: ten listo el monto para el repartidor.';
}

/**
 * The order confirmation: '¡Gracias!', the order number when known, and where to go next. A guest
 * (ADR 028) has no payment history: it is told about the private link, and `children` (the offer
 * to create the account) follow.
 */
export function ThankYouView({
  guest = false,
  children,
}: {
  guest?: boolean;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [order] = useState(() => readThankYouState(location.state));
  const laterMethod =
    order?.paymentMethod && order.paymentMethod !== 'card' ? order.paymentMethod : null;
  const accounts = order?.bankAccounts ?? [];

  useEffect(() => {
    resetPurchaseState(queryClient);
  }, [queryClient]);

  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            viewBox="0 0 24 24"
            className="size-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="mt-6 text-3xl font-bold text-slate-900">¡Gracias!</h1>
        <p className="mt-2 text-lg text-slate-700">Gracias por comprar en nuestra tienda</p>
        {order && (
          <dl className="mx-auto mt-6 max-w-sm space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-slate-600">Número de pedido</dt>
              {/* One line, never broken (issue 33). */}
              <dd className="font-mono font-semibold whitespace-nowrap text-slate-900">
                {order.transactionId}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{laterMethod ? 'Total a pagar' : 'Total pagado'}</dt>
              <dd>
                <Price price={order.amount} />
              </dd>
            </div>
          </dl>
        )}
        {laterMethod && (
          <div className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            <p>{laterMethodNote(laterMethod, accounts.length > 0)}</p>
            {laterMethod === 'transferencia' && (
              <BankAccountList accounts={accounts} className="mt-3 text-left" />
            )}
          </div>
        )}
        {order?.order && <ThankYouDetails order={order.order} />}
        {guest ? (
          <p className="mt-6 text-sm text-slate-600">
            Te enviamos la confirmación de tu pedido por correo electrónico, con un enlace privado
            para ver tu pedido y su factura sin cuenta.
          </p>
        ) : (
          <p className="mt-6 text-sm text-slate-600">
            Te enviamos la confirmación de tu pedido por correo electrónico. Puedes seguir su estado
            en tu historial de pagos.
          </p>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {!guest && (
            <Link to={paths.payments} className={buttonClasses('primary', 'lg')}>
              Historial de Pago
            </Link>
          )}
          <Link to={paths.shop} className={buttonClasses('secondary', 'lg')}>
            Seguir comprando
          </Link>
        </div>
        {children}
      </div>
    </main>
  );
}
