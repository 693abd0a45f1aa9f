import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** The family's UserProfile: one row per user, created on first read. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line_1').notNull().default(''),
    addressLine2: text('address_line_2').notNull().default(''),
    city: text('city').notNull().default(''),
    stateProvinceRegion: text('state_province_region').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    phone: text('phone').notNull().default(''),
    countryRegion: text('country_region').notNull().default('Ecuador'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_profiles_user_uq').on(t.userId)],
);
