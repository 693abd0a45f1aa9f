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

/**
 * A staff invitation: `{PUBLIC_URL}/invitacion/{uid}/{token}?email=...`, a password-reset token
 * (it also activates the account) opening "Crea tu contraseña", which signs in with the e-mail.
 */
export function invitationLink(
  settings: { secret: string; publicUrl: string },
  user: AccountTokenUser,
): string {
  const token = makeAccountToken(settings.secret, 'password-reset', user);
  const email = encodeURIComponent(user.email);
  return `${settings.publicUrl}/invitacion/${encodeUid(user.id)}/${token}?email=${email}`;
}
