import type { ShippingOptionDetails } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { chooseShipping, provinceOf, unavailableReason, windowText } from './shipping-choice';

const option = (
  id: number,
  kind: 'pickup' | 'delivery',
  provinces: ShippingOptionDetails['provinces'],
): ShippingOptionDetails => ({
  id,
  name: `Opción ${id}`,
  time_to_delivery: '1-2 días hábiles',
  price: '3.50',
  kind,
  provinces,
  min_days: 1,
  max_days: 2,
  free_from: null,
  delivery_window: { from: '', to: '', text: '' },
});
const PICKUP = option(1, 'pickup', []);
const QUITO = option(2, 'delivery', ['Pichincha']);
const GALAPAGOS = option(3, 'delivery', ['Galápagos']);
const OPTIONS = [PICKUP, QUITO, GALAPAGOS];

describe('shipping choice', () => {
  it('explains why an option does not serve the province; pickup serves everyone', () => {
    expect(unavailableReason(QUITO, 'Galápagos')).toBe('No llega a Galápagos.');
    expect(unavailableReason(QUITO, 'Pichincha')).toBeNull();
    expect(unavailableReason(QUITO, null)).toBeNull();
    expect(unavailableReason(PICKUP, 'Galápagos')).toBeNull();
  });

  it.each([
    [2, null, 2],
    [1, null, 1],
    [null, 'Galápagos', 3],
    [2, 'Galápagos', 3],
    [1, 'Galápagos', 1],
    [2, 'Pichincha', 2],
  ] as const)('chosen %s in %s uses option %i', (chosen, province, id) => {
    expect(chooseShipping(OPTIONS, chosen, province)?.id).toBe(id);
  });

  it('preselects nothing before a province is chosen (issue 33)', () => {
    expect(chooseShipping(OPTIONS, null, null)).toBeNull();
  });

  it('reads the province select', () => {
    expect(provinceOf('Galápagos')).toBe('Galápagos');
    expect(provinceOf('')).toBeNull();
  });

  it('words the window from today in Ecuador', () => {
    const tuesday = new Date('2026-11-24T15:00:00Z');
    expect(windowText(QUITO, tuesday)).toBe('Llega entre el miércoles 25 y el jueves 26');
    expect(windowText(PICKUP, tuesday)).toBe('Listo para retirar desde el miércoles 25');
  });
});
