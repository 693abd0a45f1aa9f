import type { ResetPasswordConfirmBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/reset_password_confirm/: only a 204 is success (seed, section 5). */
export async function confirmPasswordReset(body: ResetPasswordConfirmBody): Promise<void> {
  await request(api.auth.resetPasswordConfirm, { method: 'POST', body, expectStatus: 204 });
}
