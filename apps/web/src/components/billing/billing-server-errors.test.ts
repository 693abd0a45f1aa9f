import { describe, expect, it } from 'vitest';
import { serverBillingErrors } from './billing-server-errors';

describe('serverBillingErrors', () => {
  it('reads the nested fields the server answers (issue 29.7)', () => {
    expect(
      serverBillingErrors({
        billing: { id_number: ['La cédula no es válida.'], email: ['Correo no válido.'] },
      }),
    ).toEqual({ id_number: 'La cédula no es válida.', email: 'Correo no válido.' });
  });

  it("puts the whole block's message by the type above the limit, otherwise by the number", () => {
    expect(serverBillingErrors({ billing: ['Desde USD 50.00 ingresa tu cédula o RUC.'] })).toEqual({
      id_type: 'Desde USD 50.00 ingresa tu cédula o RUC.',
    });
    expect(serverBillingErrors({ billing: ['La cédula no es válida.'] })).toEqual({
      id_number: 'La cédula no es válida.',
    });
  });

  it('still reads the older top-level keys, and nothing from other fields', () => {
    expect(serverBillingErrors({ id_number: ['El RUC no es válido.'] })).toEqual({
      id_number: 'El RUC no es válido.',
    });
    expect(serverBillingErrors({ city: ['Este campo es obligatorio.'] })).toEqual({});
    expect(serverBillingErrors(null)).toEqual({});
  });
});
