import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EcuadorPhoneSchema,
  passesLuhn,
  PostalCodeSchema,
  ProvinceSchema,
  SandboxTokenizeBodySchema,
} from './index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('card numbers', () => {
  it.each([
    ['4111111111111111', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4111111111111112', false],
    ['1234567812345678', false],
    ['', false],
  ])('Luhn of "%s" is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  const card = (overrides: Record<string, unknown> = {}) => ({
    client_token: 'token',
    card_number: '4111 1111 1111 1111',
    exp_month: 12,
    exp_year: 2027,
    cvv: '123',
    cardholder_name: 'MARIA LOPEZ',
    ...overrides,
  });

  afterEach(() => vi.useRealTimers());

  it('accepts a card expiring this month and refuses last month, with the clock pinned', () => {
    // Pinned in January so "last month" falls in the previous year, the case that once skipped.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
    expect(
      SandboxTokenizeBodySchema.safeParse(card({ exp_month: 1, exp_year: 2027 })).success,
    ).toBe(true);
    const expired = SandboxTokenizeBodySchema.safeParse(card({ exp_month: 12, exp_year: 2026 }));
    expect(expired.success).toBe(false);
  });

  it('reads spaced card numbers, two-digit years and refuses a bad CVV', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
    const parsed = SandboxTokenizeBodySchema.parse(card({ exp_year: '29' }));
    expect(parsed.card_number).toBe('4111111111111111');
    expect(parsed.exp_year).toBe(2029);
    expect(messagesOf(SandboxTokenizeBodySchema.safeParse(card({ cvv: '12' })))).toContain(
      'El CVV debe tener 3 o 4 dígitos.',
    );
    expect(
      messagesOf(SandboxTokenizeBodySchema.safeParse(card({ card_number: '4111 1111 1111 1112' }))),
    ).toContain('El número de tarjeta no es válido.');
  });
});

describe('provinces', () => {
  it.each([
    ['pichincha', 'Pichincha'],
    ['GALAPAGOS', 'Galápagos'],
    ['  los   rios ', 'Los Ríos'],
    ['Santo Domingo de los Tsáchilas', 'Santo Domingo de los Tsáchilas'],
  ])('reads "%s" as %s', (input, province) => {
    expect(ProvinceSchema.parse(input)).toBe(province);
  });

  it('refuses a place that is not one of the 24 provinces', () => {
    expect(messagesOf(ProvinceSchema.safeParse('Lima'))).toEqual([
      'Selecciona una de las 24 provincias del Ecuador.',
    ]);
  });
});

describe('phones and postal codes', () => {
  it.each([
    ['0991234567', '0991234567'],
    ['099-123-4567', '0991234567'],
    ['+593 99 123 4567', '+593991234567'],
    ['(02) 245-6789', '022456789'],
  ])('accepts %s', (input, stored) => {
    expect(EcuadorPhoneSchema.parse(input)).toBe(stored);
  });

  it.each(['12345', '0891234567', '09912345678', '+51991234567', '0121234567'])(
    'refuses %s with a Spanish hint',
    (input) => {
      expect(messagesOf(EcuadorPhoneSchema.safeParse(input))).toEqual([
        'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
      ]);
    },
  );

  it('takes six-digit postal codes only, or none (issue 33)', () => {
    expect(PostalCodeSchema.safeParse('170102').success).toBe(true);
    expect(PostalCodeSchema.parse('')).toBe('');
    expect(PostalCodeSchema.parse(undefined)).toBe('');
    expect(messagesOf(PostalCodeSchema.safeParse('1701'))).toEqual([
      'El código postal debe tener 6 dígitos, por ejemplo 170102.',
    ]);
  });
});
