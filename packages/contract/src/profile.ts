import { z } from 'zod';

/** The family's profile fields (GET /api/profile/user, PUT /api/profile/update). */
export const PROFILE_FIELDS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state_province_region',
  'zipcode',
  'phone',
  'country_region',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const ProfileSchema = z.object({
  id: z.number().int(),
  /** The user's id, as the family's ModelSerializer sends the one-to-one key. */
  user: z.number().int(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  country_region: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** A present text field that may be blank, as the family's CharField(default=''). */
const profileText = (max: number) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? 'This field is required.' : 'Not a valid string.'),
    })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** An optional name change (our addition; family clients never send it). */
const nameText = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(150, 'Ensure this field has no more than 150 characters.');

/** The family sends all seven fields on every update; first/last name are optional extras. */
export const UpdateProfileBodySchema = z.object({
  address_line_1: profileText(255),
  address_line_2: profileText(255),
  city: profileText(255),
  state_province_region: profileText(255),
  zipcode: profileText(20),
  phone: profileText(255),
  country_region: profileText(255),
  first_name: nameText.optional(),
  last_name: nameText.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
