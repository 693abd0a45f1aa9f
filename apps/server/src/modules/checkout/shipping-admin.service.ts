import {
  type AdminShippingOption,
  type AdminShippingOptionBody,
  type AdminShippingOptionPatch,
  centsToMoney,
  type EcuadorProvince,
  numberToCents,
  SHIPPING_ADMIN_ERRORS,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  insertShippingOption,
  nextShippingPosition,
  selectAllShippingOptions,
  selectShippingOptionForUpdate,
  type ShippingOptionInsert,
  shippingNameTaken,
  updateShippingOptionRow,
} from './shipping-admin.repository.js';
import type { ShippingOptionRow } from './shipping.repository.js';

/**
 * The back office's "Envíos" (issue 11): the shipping options' writes live here, in the module
 * owning the table; the admin module calls these and passes its audit writer, which runs in the
 * same transaction as the change.
 */
export type AuditWriter = (
  tx: Db | Tx,
  change: { action: string; entity: string; entityId: number; before?: unknown; after?: unknown },
) => Promise<void>;

export function toAdminShippingOptionDto(row: ShippingOptionRow): AdminShippingOption {
  return {
    id: row.id,
    name: row.name,
    time_to_delivery: row.timeToDelivery,
    price: centsToMoney(row.priceCents),
    kind: row.kind,
    provinces: row.provinces as EcuadorProvince[],
    min_days: row.minDays,
    max_days: row.maxDays,
    free_from: row.freeFromCents === null ? null : centsToMoney(row.freeFromCents),
    is_active: row.isActive,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const cents = (money: string) => numberToCents(Number(money));

function toColumns(body: AdminShippingOptionPatch): Partial<ShippingOptionInsert> {
  const columns: Partial<ShippingOptionInsert> = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.time_to_delivery !== undefined) columns.timeToDelivery = body.time_to_delivery;
  if (body.price !== undefined) columns.priceCents = cents(body.price);
  if (body.free_from !== undefined)
    columns.freeFromCents = body.free_from === null ? null : cents(body.free_from);
  if (body.min_days !== undefined) columns.minDays = body.min_days;
  if (body.max_days !== undefined) columns.maxDays = body.max_days;
  if (body.provinces !== undefined) columns.provinces = body.provinces;
  if (body.kind !== undefined) columns.kind = body.kind;
  if (body.is_active !== undefined) columns.isActive = body.is_active;
  return columns;
}

export async function listAdminShippingOptions(db: Db) {
  return { results: (await selectAllShippingOptions(db)).map(toAdminShippingOptionDto) };
}

async function assertNameFree(tx: Db | Tx, name: string | undefined, exceptId?: number) {
  if (name !== undefined && (await shippingNameTaken(tx, name, exceptId)))
    throw AppError.field('name', SHIPPING_ADMIN_ERRORS.nameTaken);
}

export async function createShippingOption(
  db: Db,
  audit: AuditWriter,
  body: AdminShippingOptionBody,
): Promise<AdminShippingOption> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, body.name);
    const row = await insertShippingOption(tx, {
      ...(toColumns(body) as ShippingOptionInsert),
      position: await nextShippingPosition(tx),
    });
    const dto = toAdminShippingOptionDto(row);
    await audit(tx, {
      action: 'shipping_option.create',
      entity: 'shipping_option',
      entityId: row.id,
      after: dto,
    });
    return dto;
  });
}

export async function updateShippingOption(
  db: Db,
  audit: AuditWriter,
  id: number,
  patch: AdminShippingOptionPatch,
): Promise<AdminShippingOption> {
  return db.transaction(async (tx) => {
    const before = await selectShippingOptionForUpdate(tx, id);
    if (!before) throw AppError.of('not_found', SHIPPING_ADMIN_ERRORS.notFound);
    await assertNameFree(tx, patch.name, id);
    const minDays = patch.min_days ?? before.minDays;
    const maxDays = patch.max_days ?? before.maxDays;
    if (minDays > maxDays)
      throw AppError.field('max_days', 'El máximo de días no puede ser menor que el mínimo.');
    const row = await updateShippingOptionRow(tx, id, toColumns(patch));
    const dto = toAdminShippingOptionDto(row);
    await audit(tx, {
      action: 'shipping_option.update',
      entity: 'shipping_option',
      entityId: id,
      before: toAdminShippingOptionDto(before),
      after: dto,
    });
    return dto;
  });
}
