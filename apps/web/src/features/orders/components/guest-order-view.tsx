import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGuestInvoice, useGuestOrder } from '../api/get-guest-order';
import { InvoicePanel } from './invoice-panel';
import { OrderCard } from './order-card';
import { PaymentPanel } from './payment-panel';

/** /pedido/:tx?token=: the order of a guest's private link, then `children` (the account offer). */
export function GuestOrderView({
  transactionId,
  token,
  children,
}: {
  transactionId: string;
  token: string;
  children?: ReactNode;
}) {
  const order = useGuestOrder(transactionId, token);
  const invoice = useGuestInvoice(transactionId, token);
  const invalid = !token || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Tu pedido</h1>
      <div className="mt-6">
        {invalid ? (
          <EmptyState message="Este enlace de pedido no es válido. Revisa el enlace de tu correo de confirmación.">
            <Link to={paths.shop} className={buttonClasses('primary')}>
              Ir a la tienda
            </Link>
          </EmptyState>
        ) : order.isPending ? (
          <Spinner label="Cargando tu pedido…" />
        ) : order.isError ? (
          <EmptyState message="No pudimos cargar tu pedido. Intenta nuevamente en unos minutos.">
            <button
              type="button"
              onClick={() => void order.refetch()}
              className={buttonClasses('secondary')}
            >
              Reintentar
            </button>
          </EmptyState>
        ) : (
          <>
            {order.data.payment_method && order.data.payment_method !== 'card' && (
              <div className="mb-6">
                <PaymentPanel transactionId={transactionId} guestToken={token} />
              </div>
            )}
            <OrderCard order={order.data} detailLink={false} />
            {invoice.isSuccess && (
              <div className="mt-6">
                <InvoicePanel
                  transactionId={transactionId}
                  invoice={invoice.data}
                  billing={null}
                  guestToken={token}
                  shipping={order.data}
                />
              </div>
            )}
            {children}
          </>
        )}
      </div>
    </main>
  );
}
