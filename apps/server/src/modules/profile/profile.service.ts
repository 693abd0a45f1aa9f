import type { Profile, UpdateProfileBody } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { updateUserNames } from '../auth/users.service.js';
import { type ProfileRow, selectOrCreateProfile, upsertProfile } from './profile.repository.js';

function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    user: row.userId,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state_province_region: row.stateProvinceRegion,
    zipcode: row.zipcode,
    phone: row.phone,
    country_region: row.countryRegion,
  };
}

/** GET /api/profile/user: the user's profile (a blank one the first time). */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  return toProfileDto(await selectOrCreateProfile(db, userId));
}

/** PUT /api/profile/update: the seven family fields, and a new first/last name when sent. */
export async function updateProfile(
  db: Db,
  userId: number,
  body: UpdateProfileBody,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const row = await upsertProfile(tx, userId, {
      addressLine1: body.address_line_1,
      addressLine2: body.address_line_2,
      city: body.city,
      stateProvinceRegion: body.state_province_region,
      zipcode: body.zipcode,
      phone: body.phone,
      countryRegion: body.country_region,
    });
    await updateUserNames(tx, userId, {
      firstName: body.first_name,
      lastName: body.last_name,
    });
    return toProfileDto(row);
  });
}
