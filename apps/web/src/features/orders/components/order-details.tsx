import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

/** 'Order Details': the customer's orders, newest first, each with its progress bar. */
export function OrderDetails() {
  const orders = useOrders();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Order Details</h1>
      <p className="mt-1 text-sm text-slate-600">Tus pedidos y el estado de cada entrega.</p>
      <div className="mt-6 space-y-6">
        {orders.isPending ? (
          <Spinner label="Cargando tus pedidos…" />
        ) : orders.isError ? (
          <EmptyState message="No pudimos cargar tus pedidos. Intenta nuevamente en unos minutos.">
            <button
              type="button"
              onClick={() => void orders.refetch()}
              className={buttonClasses('secondary')}
            >
              Reintentar
            </button>
          </EmptyState>
        ) : orders.data.length === 0 ? (
          <EmptyState message="Aún no tienes pedidos. Cuando compres, aquí verás su estado.">
            <Link to={paths.shop} className={buttonClasses('primary')}>
              Ir a la tienda
            </Link>
          </EmptyState>
        ) : (
          orders.data.map((order) => <OrderCard key={order.id} order={order} />)
        )}
      </div>
    </div>
  );
}
