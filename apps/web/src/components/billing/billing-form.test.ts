import { describe, expect, it } from 'vitest';
import { EMPTY_BILLING, fromShipping } from './billing-form';

// "Usar los datos de envío" on the order pages: a placed order carries no `pickup` flag.

describe('fromShipping', () => {
  it("takes a delivery order's name and address", () => {
    const order = {
      full_name: 'Ana Pérez',
      address_line_1: 'Av. Amazonas N24-03',
      address_line_2: 'y Colón',
      city: 'Quito',
    };
    expect(fromShipping(EMPTY_BILLING, order)).toMatchObject({
      name: 'Ana Pérez',
      address: 'Av. Amazonas N24-03, y Colón, Quito',
    });
  });

  it('gives a pickup order the store\'s address, without "Retiro en tienda"', () => {
    const order = {
      full_name: 'Ana Pérez',
      address_line_1: 'Av. 10 de Agosto N37-120 y Villalengua',
      address_line_2: 'Retiro en tienda',
      city: 'Quito',
    };
    expect(fromShipping(EMPTY_BILLING, order).address).toBe(
      'Av. 10 de Agosto N37-120 y Villalengua, Quito',
    );
  });
});
