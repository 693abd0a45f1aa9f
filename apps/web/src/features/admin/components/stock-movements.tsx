import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { MOVEMENTS_PAGE_SIZE, useStockMovements } from '../api/admin-inventory';
import { MOVEMENT_LABELS, signed } from '../lib/stock-labels';
import { formatDateTime } from '../lib/status-labels';

/** Every movement of one product (sales included), newest first, paged. */
export function StockMovements({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useStockMovements(productId, page);
  if (isPending) return <Spinner label="Cargando movimientos…" className="py-8" />;
  if (isError)
    return (
      <LoadFailed message="No se pudieron cargar los movimientos." onRetry={() => void refetch()} />
    );
  if (data.count === 0)
    return <p className="text-sm text-slate-700">Este producto todavía no tiene movimientos.</p>;
  return (
    <div aria-busy={isFetching}>
      <ul className="divide-y divide-slate-100" aria-label="Movimientos de stock">
        {data.results.map((m) => (
          <li key={m.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2 text-sm">
            <span className="font-medium text-slate-900">
              {MOVEMENT_LABELS[m.reason]}{' '}
              <span className={m.change > 0 ? 'text-emerald-800' : 'text-red-800'}>
                {signed(m.change)}
              </span>
            </span>
            <span className="text-right text-slate-700">Queda: {m.quantity_after}</span>
            <span className="text-slate-600">
              {formatDateTime(m.created_at)}
              {m.by ? ` · ${m.by}` : ''}
            </span>
            <span className="text-right">
              {m.order_transaction_id && (
                <Link
                  to={paths.adminOrder(m.order_transaction_id)}
                  className="font-mono text-xs text-brand-800 underline underline-offset-2"
                >
                  {m.order_transaction_id}
                </Link>
              )}
            </span>
            {m.note && <span className="col-span-2 text-slate-700 italic">«{m.note}»</span>}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={MOVEMENTS_PAGE_SIZE}
        count={data.count}
        onChange={setPage}
        noun="movimientos"
      />
    </div>
  );
}
