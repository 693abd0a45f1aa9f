import type { LoginBody, TokenPair } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/jwt/create/: the login; answers the access and refresh tokens. */
export function createTokens(body: LoginBody): Promise<TokenPair> {
  return request(api.auth.jwtCreate, {
    method: 'POST',
    body,
    schema: contractSchema((c) => c.TokenPairSchema),
  });
}
