import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/jwt/verify/: resolves when the token is valid (200), throws ApiError otherwise. */
export async function verifyToken(token: string): Promise<void> {
  await request(api.auth.jwtVerify, {
    method: 'POST',
    body: { token },
    schema: contractSchema((c) => c.EmptyBodySchema),
  });
}
