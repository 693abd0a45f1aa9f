import {
  type AccountTokenPurpose,
  type AccountTokenUser,
  encodeUid,
  makeAccountToken,
} from './account-tokens.js';

const PATHS: Record<AccountTokenPurpose, string> = {
  activation: 'activate',
  'password-reset': 'password/reset/confirm',
};

/** `{PUBLIC_URL}/activate/{uid}/{token}` or `{PUBLIC_URL}/password/reset/confirm/{uid}/{token}`. */
export function accountLink(
  settings: { secret: string; publicUrl: string },
  purpose: AccountTokenPurpose,
  user: AccountTokenUser,
): string {
  const token = makeAccountToken(settings.secret, purpose, user);
  return `${settings.publicUrl}/${PATHS[purpose]}/${encodeUid(user.id)}/${token}`;
}
