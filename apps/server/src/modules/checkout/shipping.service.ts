import {
  centsToMoney,
  CHECKOUT_ERRORS,
  deliveryWindow,
  type EcuadorProvince,
  type MakePaymentBody,
  notServedMessage,
  servesProvince,
  type ShippingAddress,
  ShippingAddressSchema,
  type ShippingOptionDetails,
  STORE_PICKUP,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type ShippingOptionRow,
  selectShippingOptionById,
  selectShippingOptions,
} from './shipping.repository.js';

export type { ShippingOptionRow };

/** The active shipping options in the shop's order; with a province, those reaching it. */
export async function listShippingOptions(
  db: Db | Tx,
  province?: string,
): Promise<ShippingOptionRow[]> {
  return selectShippingOptions(db, { province });
}

/** The active option with this id, or 404 `{"error": "Invalid shipping option"}`. */
export async function requireShippingOption(db: Db | Tx, id: number): Promise<ShippingOptionRow> {
  const row = await selectShippingOptionById(db, id);
  if (!row) throw AppError.of('shipping_invalid', CHECKOUT_ERRORS.invalidShipping);
  return row;
}

/**
 * 400 `{"shipping_id": ["Esta opción de envío no llega a Galápagos."]}` when a delivery option
 * does not reach the province (store pickup needs no province).
 */
export function assertReachesProvince(option: ShippingOptionRow, province: string | undefined) {
  if (option.kind === 'pickup' || !province) return;
  if (!servesProvince(option, province))
    throw AppError.field('shipping_id', notServedMessage(province));
}

/**
 * The address the order records: for store pickup the store's own (only the name and phone of
 * who picks up come from the buyer, ADR 037); for delivery the buyer's, every field required
 * with the same messages as the request's validation, in a province the option reaches.
 */
export function orderAddressFor(
  option: ShippingOptionRow,
  body: Omit<MakePaymentBody, 'nonce' | 'deferred'>,
): ShippingAddress {
  if (option.kind === 'pickup') {
    return {
      full_name: body.full_name,
      telephone_number: body.telephone_number,
      address_line_1: STORE_PICKUP.address,
      address_line_2: 'Retiro en tienda',
      city: STORE_PICKUP.city,
      state_province_region: STORE_PICKUP.province as EcuadorProvince,
      postal_zip_code: STORE_PICKUP.postalCode,
      country_region: 'Ecuador',
    };
  }
  const parsed = ShippingAddressSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'non_field_errors');
      (fields[key] ??= []).push(issue.message);
    }
    throw AppError.fields(fields);
  }
  assertReachesProvince(option, parsed.data.state_province_region);
  return parsed.data;
}

export function toShippingOptionDto(
  row: ShippingOptionRow,
  now: Date = new Date(),
): ShippingOptionDetails {
  const kind = row.kind;
  return {
    id: row.id,
    name: row.name,
    time_to_delivery: row.timeToDelivery,
    price: centsToMoney(row.priceCents),
    kind,
    provinces: row.provinces as EcuadorProvince[],
    min_days: row.minDays,
    max_days: row.maxDays,
    free_from: row.freeFromCents === null ? null : centsToMoney(row.freeFromCents),
    delivery_window: deliveryWindow({ kind, min_days: row.minDays, max_days: row.maxDays }, now),
  };
}
