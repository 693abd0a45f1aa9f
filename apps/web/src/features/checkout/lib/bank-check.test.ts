import { describe, expect, it } from 'vitest';
import { bankCheckResultOf } from './bank-check';

// ADR 095: only the shop's return page, with Kushki's `success` and `token`, ends the check.
const SHOP = 'https://tienda.example';
const at = (address: string) => bankCheckResultOf(new URL(address), SHOP);

describe('bankCheckResultOf', () => {
  it('reads a verified purchase and the token Kushki sends back', () => {
    expect(at(`${SHOP}/pago/verificacion-banco?success=true&token=abc123`)).toEqual({
      kind: 'verified',
      token: 'abc123',
    });
    expect(at(`${SHOP}/pago/verificacion-banco?success=true`)).toEqual({
      kind: 'verified',
      token: null,
    });
  });

  it('reads anything but success=true as refused', () => {
    expect(at(`${SHOP}/pago/verificacion-banco?success=false&message=Fallida`)).toEqual({
      kind: 'refused',
    });
    expect(at(`${SHOP}/pago/verificacion-banco`)).toEqual({ kind: 'refused' });
  });

  it('waits while the frame is anywhere else', () => {
    expect(at('https://uat-auth.kushkipagos.com/?token=abc')).toBeNull();
    expect(at(`${SHOP}/checkout?success=true`)).toBeNull();
    expect(at(`https://evil.example/pago/verificacion-banco?success=true`)).toBeNull();
  });
});
