import type { EmailBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/reset_password/: 204, also for unknown e-mails (no account probing). */
export async function requestPasswordReset(body: EmailBody): Promise<void> {
  await request(api.auth.resetPassword, { method: 'POST', body, expectStatus: 204 });
}
