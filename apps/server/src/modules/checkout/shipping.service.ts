import { centsToMoney, CHECKOUT_ERRORS, type ShippingOption } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type ShippingOptionRow,
  selectShippingOptionById,
  selectShippingOptions,
} from './shipping.repository.js';

export type { ShippingOptionRow };

/** Every shipping option, cheapest first. */
export async function listShippingOptions(db: Db | Tx): Promise<ShippingOptionRow[]> {
  return selectShippingOptions(db);
}

/** The option with this id, or 404 `{"error": "Invalid shipping option"}`. */
export async function requireShippingOption(db: Db | Tx, id: number): Promise<ShippingOptionRow> {
  const row = await selectShippingOptionById(db, id);
  if (!row) throw AppError.of('shipping_invalid', CHECKOUT_ERRORS.invalidShipping);
  return row;
}

export function toShippingOptionDto(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.id,
    name: row.name,
    time_to_delivery: row.timeToDelivery,
    price: centsToMoney(row.priceCents),
  };
}
