import type { AdminCoupon } from '@shop/contract';
import { buttonClasses } from '@/components/button-styles';
import { Price } from '@/components/price';
import { COUPON_STATUS_LABELS, ecuadorDay } from '../lib/taxonomy-forms';

function Discount({ coupon }: { coupon: AdminCoupon }) {
  return coupon.type === 'percentage' ? (
    <span className="font-semibold text-slate-900">{coupon.discount_percentage} %</span>
  ) : (
    <Price price={coupon.discount_amount ?? '0.00'} />
  );
}

interface CouponRowProps {
  coupon: AdminCoupon;
  /** A change is being saved: the toggle waits. */
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One coupon in the list: code, status, terms, and its buttons. */
export function CouponRow({ coupon, busy, onEdit, onToggle, onDelete }: CouponRowProps) {
  const status = COUPON_STATUS_LABELS[coupon.status];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="min-w-[min(100%,16rem)] flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold break-all text-slate-900">{coupon.name}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
            {status.label}
          </span>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span>
            Descuento: <Discount coupon={coupon} />
          </span>
          <span>
            Mínimo: <Price price={coupon.min_purchase} />
          </span>
          <span>Vence: {coupon.expires_at ? ecuadorDay(coupon.expires_at) : 'nunca'}</span>
          <span>
            Usos: {coupon.times_used}
            {coupon.usage_limit !== null ? ` de ${coupon.usage_limit}` : ''}
          </span>
          {coupon.per_customer_limit !== null && (
            <span>Por cliente: {coupon.per_customer_limit}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Editar el cupón ${coupon.name}`}
          onClick={onEdit}
        >
          Editar
        </button>
        <button
          type="button"
          disabled={busy}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`${coupon.is_active ? 'Desactivar' : 'Activar'} el cupón ${coupon.name}`}
          onClick={onToggle}
        >
          {coupon.is_active ? 'Desactivar' : 'Activar'}
        </button>
        {coupon.times_used === 0 && (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            aria-label={`Eliminar el cupón ${coupon.name}`}
            onClick={onDelete}
          >
            Eliminar
          </button>
        )}
      </div>
    </li>
  );
}
