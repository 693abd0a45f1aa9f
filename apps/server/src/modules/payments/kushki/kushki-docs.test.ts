import { readFileSync } from 'node:fs';
import { ivaTotalsOf, KushkiTokenAnswerSchema, KushkiTokenRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { declineOf } from './kushki-provider.js';
import {
  KushkiAmountSchema,
  kushkiAmountOf,
  KushkiChargeRequestSchema,
  KushkiDeferredOptionSchema,
  KushkiErrorSchema,
  KushkiTicketResponseSchema,
} from './kushki-wire.js';

// Kushki's documented examples, parsed as printed (origins in kushki-docs/SOURCES.md): our
// request and answer shapes must accept them, so they follow Kushki's and not our simulator's.
const doc = (name: string) =>
  readFileSync(new URL(`./kushki-docs/${name}`, import.meta.url), 'utf8');
const json = (name: string): unknown => JSON.parse(doc(name));

describe("Kushki's documented examples", () => {
  it("reads Ecuador's charge request, with its amount and deferred object", () => {
    const charge = KushkiChargeRequestSchema.parse(json('charge-request.ec.json'));
    expect(charge.amount).toMatchObject({ subtotalIva: 0, subtotalIva0: 10, currency: 'USD' });
    expect(charge.deferred).toEqual({ graceMonths: '02', creditType: '01', months: 3 });
    expect(charge.fullResponse).toBe('v2');
  });

  it('builds our amount with the keys of the documented one, and an Ecuadorian IVA example', () => {
    const documented = KushkiChargeRequestSchema.parse(json('charge-request.ec.json')).amount;
    const ours = kushkiAmountOf(
      ivaTotalsOf({
        lines: [{ grossCents: 1_150, ivaRate: 15 }],
        discountCents: 0,
        shippingCents: 0,
      }),
      1_150,
    );
    const core = ['currency', 'ice', 'iva', 'subtotalIva', 'subtotalIva0'];
    expect(Object.keys(ours).sort()).toEqual(core);
    expect(core.every((k) => k in documented)).toBe(true);
    expect(ours).toEqual({ subtotalIva: 10, subtotalIva0: 0, ice: 0, iva: 1.5, currency: 'USD' });
    const sub = KushkiAmountSchema.parse(
      (json('subscription-request.ec.json') as { amount: unknown }).amount,
    );
    expect(sub).toEqual({ subtotalIva: 1, subtotalIva0: 0, ice: 0, iva: 0.14, currency: 'USD' });
  });

  it('charges a total no 15 % base reaches (ADR 064): the cent joins the taxed base', () => {
    // $7.70 at 15 %: base 6.69 gives 7.69 and 6.70 gives 7.71; the invoice says 7.69.
    const iva = ivaTotalsOf({
      lines: [{ grossCents: 770, ivaRate: 15 }],
      discountCents: 0,
      shippingCents: 0,
    });
    expect(iva).toMatchObject({ subtotal_15: '6.69', iva_15: '1.00', total: '7.70' });
    expect(kushkiAmountOf(iva, 770)).toEqual({
      subtotalIva: 6.7,
      subtotalIva0: 0,
      ice: 0,
      iva: 1,
      currency: 'USD',
    });
    expect(() => kushkiAmountOf(iva, 775)).toThrow('does not add up');
  });

  it('reads the refund request and its answer (the ticketNumber we store)', () => {
    const request = json('refund-request.json') as { amount: unknown; fullResponse: string };
    expect(KushkiAmountSchema.parse(request.amount)).toMatchObject({ subtotalIva: 500 });
    expect(KushkiTicketResponseSchema.parse(json('refund-response.json'))).toEqual({
      ticketNumber: '661646369681536731',
      transactionReference: '14d01391-cb66-4b90-bcae-6e3e6b5b2786',
    });
  });

  it("reads the 3-D Secure token request and answer: the bank page's url (ADR 095)", () => {
    const request = KushkiTokenRequestSchema.parse(json('token-3ds-request.ec.json'));
    expect(request).toMatchObject({
      authValidation: 'url',
      callbackUrl: 'https://www.tutienda.com',
    });
    const answer = KushkiTokenAnswerSchema.parse(json('token-3ds-response.json'));
    expect(answer.secureService).toBe('3dsecure');
    expect(new URL(answer.url!).searchParams.get('token')).toBe(answer.token);
    expect(new URL(answer.url!).searchParams.get('callbackUrl')).toBe('https://www.tutienda.com/');
  });

  it('reads the 3-D Secure rejection and tells the checkout the authentication failed', () => {
    const body = json('3ds-error.json');
    expect(KushkiErrorSchema.parse(body).rules?.[0]?.code).toBe('K325');
    expect(declineOf(body)).toEqual({ status: 'authentication_failed' });
  });

  it('reads a deferred option as the docs print it (a JavaScript literal)', () => {
    const literal = doc('deferred-option.js.txt').replace(/(\w+):/g, '"$1":');
    expect(KushkiDeferredOptionSchema.parse(JSON.parse(literal))).toEqual({
      name: 'Diferido con intereses',
      type: '002',
      months: ['3', '6'],
      monthsOfGrace: ['1', '2', '3'],
    });
  });
});

describe('the amount from the per-rate IVA totals', () => {
  it('puts the 15 % and 5 % bases in subtotalIva, the 0 % in subtotalIva0, shipping at 15 %', () => {
    const iva = ivaTotalsOf({
      lines: [
        { grossCents: 2_300, ivaRate: 15 },
        { grossCents: 1_050, ivaRate: 5 },
        { grossCents: 400, ivaRate: 0 },
      ],
      discountCents: 0,
      shippingCents: 575,
    });
    const amount = kushkiAmountOf(iva, 2_300 + 1_050 + 400 + 575);
    // 23.00 at 15 % = 20 + 3; 10.50 at 5 % = 10 + 0.50; 4.00 at 0 %; shipping 5.75 at 15 % = 5 + 0.75.
    expect(amount).toEqual({
      subtotalIva: 35,
      subtotalIva0: 4,
      ice: 0,
      iva: 4.25,
      currency: 'USD',
    });
  });

  it('refuses a breakdown that does not add up to the charge', () => {
    const iva = ivaTotalsOf({
      lines: [{ grossCents: 1_150, ivaRate: 15 }],
      discountCents: 0,
      shippingCents: 0,
    });
    expect(() => kushkiAmountOf(iva, 1_151)).toThrow(/does not add up/);
  });
});
