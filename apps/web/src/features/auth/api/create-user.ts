import type { SignUpBody, User } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/: creates an inactive account; the server e-mails the activation link. */
export function createUser(body: SignUpBody): Promise<User> {
  return request(api.auth.users, {
    method: 'POST',
    body,
    schema: contractSchema((c) => c.UserSchema),
  });
}
