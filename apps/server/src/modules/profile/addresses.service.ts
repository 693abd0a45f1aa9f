import {
  ADDRESS_ERRORS,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressBody,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockUserAddresses,
  promoteNewestAddress,
  selectAddresses,
  selectOwnAddressForUpdate,
  updateAddress,
} from './addresses.repository.js';

function toDto(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    full_name: row.fullName,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state_province_region: row.stateProvinceRegion,
    postal_zip_code: row.postalZipCode,
    country_region: 'Ecuador',
    telephone_number: row.telephoneNumber,
    is_default: row.isDefault,
  };
}

function toValues(body: SavedAddressBody): AddressValues {
  return {
    label: body.label,
    fullName: body.full_name,
    addressLine1: body.address_line_1,
    addressLine2: body.address_line_2,
    city: body.city,
    stateProvinceRegion: body.state_province_region,
    postalZipCode: body.postal_zip_code,
    telephoneNumber: body.telephone_number,
    isDefault: body.is_default,
  };
}

const notFound = () => AppError.of('not_found', ADDRESS_ERRORS.notFound);

/** GET /api/profile/addresses */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  return (await selectAddresses(db, userId)).map(toDto);
}

/** POST /api/profile/addresses: the first address is the default; a new default replaces the old. */
export async function createAddress(
  db: Db,
  userId: number,
  body: SavedAddressBody,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_SAVED_ADDRESSES)
      throw AppError.field('non_field_errors', ADDRESS_ERRORS.tooMany);
    const values = toValues(body);
    if (existing === 0) values.isDefault = true;
    if (values.isDefault) await clearDefault(tx, userId);
    return toDto(await insertAddress(tx, userId, values));
  });
}

/** PUT /api/profile/addresses/{id}: the whole address; the default cannot be unset (pick another). */
export async function replaceAddress(
  db: Db,
  userId: number,
  id: number,
  body: SavedAddressBody,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const current = await selectOwnAddressForUpdate(tx, userId, id);
    if (!current) throw notFound();
    const values = toValues(body);
    if (current.isDefault) values.isDefault = true;
    else if (values.isDefault) await clearDefault(tx, userId);
    return toDto(await updateAddress(tx, id, values));
  });
}

/** DELETE /api/profile/addresses/{id}: deleting the default makes the newest other one default. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const current = await selectOwnAddressForUpdate(tx, userId, id);
    if (!current) throw notFound();
    await deleteAddress(tx, id);
    if (current.isDefault) await promoteNewestAddress(tx, userId);
  });
}
