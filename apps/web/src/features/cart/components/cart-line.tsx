import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { mediaUrl } from '@/components/media-url';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import type { CartActionResult, CartItem } from '../lib/cart-item';
import { CART_MESSAGES } from '../lib/cart-messages';
import { MAX_COUNT, maxCountFor } from '../lib/quantity';
import { QuantitySelect } from './quantity-select';
import { RemoveItemButton } from './remove-item-button';

/** One line of the cart page: thumbnail, name, price, quantity and remove. */
export function CartLine({
  item,
  onUpdate,
  onRemove,
}: {
  item: CartItem;
  onUpdate: (item: CartItem, count: string) => Promise<CartActionResult>;
  onRemove: (productId: number) => Promise<CartActionResult>;
}) {
  const { product, count } = item;
  const [updating, setUpdating] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function changeCount(value: string) {
    setUpdating(true);
    const result = await onUpdate(item, value);
    setUpdating(false);
    if (result.ok) return;
    if (result.reason === 'not-enough-stock') toast.error(CART_MESSAGES.notEnoughStock);
    else toast.error(CART_MESSAGES.updateFailed);
  }

  async function remove() {
    setRemoving(true);
    const result = await onRemove(product.id);
    if (result.ok) toast.success(CART_MESSAGES.removed);
    else {
      setRemoving(false);
      toast.error(CART_MESSAGES.removeFailed);
    }
  }

  return (
    <li className="flex gap-4 py-5">
      <Link
        to={paths.product(product.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      >
        <img
          src={mediaUrl(product.get_thumbnail)}
          alt=""
          width={96}
          height={96}
          className="size-20 object-contain p-1.5 mix-blend-multiply sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {product.brand}
          </p>
          <h3 className="font-semibold text-slate-900">
            <Link to={paths.product(product.id)} className="hover:text-brand-700 hover:underline">
              {product.name}
            </Link>
          </h3>
          <Price price={product.price} comparePrice={product.compare_price} className="mt-1" />
          {product.quantity < 1 ? (
            <p className="mt-1 text-sm font-medium text-red-700">Fuera de Stock</p>
          ) : (
            product.quantity < MAX_COUNT && (
              <p className="mt-1 text-xs text-slate-600">
                {product.quantity === 1 ? 'Queda 1 unidad' : `Quedan ${product.quantity} unidades`}
              </p>
            )
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantitySelect
            value={count}
            productName={product.name}
            bulkMax={maxCountFor(product)}
            // The seed's 1-10 whatever the stock, but never above staff's maximum (ADR 082).
            stock={product.max_per_order}
            maxPerOrder={product.max_per_order}
            disabled={updating || removing}
            onChange={(value) => void changeCount(value)}
          />
          <RemoveItemButton
            productName={product.name}
            removing={removing}
            onRemove={() => void remove()}
          />
        </div>
      </div>
    </li>
  );
}
