import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyLines, type MoneyLinesValue, normalAndDiscount } from './money-lines';

const ONE_RATE: MoneyLinesValue = {
  normal: '89.99',
  discount: '0.00',
  subtotal: '89.99',
  iva: {
    subtotal_15: '78.25',
    subtotal_5: '0.00',
    subtotal_0: '0.00',
    iva_15: '11.74',
    iva_5: '0.00',
    total: '89.99',
  },
  shipping: '3.50',
  total: '93.49',
};

function rows() {
  return screen
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

describe('MoneyLines', () => {
  it('one rate: the six lines, IVA incluido (15%) without detail', () => {
    render(<MoneyLines value={ONE_RATE} />);
    expect(rows()).toEqual([
      'Precio normal: $89.99',
      'Descuento: $0.00',
      'Subtotal: $89.99',
      'IVA incluido (15%): $11.74',
      'Envío: $3.50',
      'Total: $93.49',
    ]);
  });

  it('mixed rates: subtotal and IVA per rate under IVA incluido', () => {
    render(
      <MoneyLines
        value={{
          normal: '45.97',
          discount: '0.00',
          subtotal: '45.97',
          iva: {
            subtotal_15: '26.08',
            subtotal_5: '15.22',
            subtotal_0: '0.00',
            iva_15: '3.91',
            iva_5: '0.76',
            total: '45.97',
          },
          shipping: '0.00',
          total: '45.97',
        }}
        shippingValue="Gratis"
      />,
    );
    expect(rows()).toEqual([
      'Precio normal: $45.97',
      'Descuento: $0.00',
      'Subtotal: $45.97',
      'IVA incluido: $4.67',
      'Subtotal 15%: $26.08',
      'Subtotal 5%: $15.22',
      'IVA 15%: $3.91',
      'IVA 5%: $0.76',
      'Envío: Gratis',
      'Total: $45.97',
    ]);
  });

  it('a discount: from the normal prices to the subtotal, shown negative', () => {
    render(
      <MoneyLines
        value={{
          normal: '99.99',
          discount: '19.00',
          subtotal: '80.99',
          iva: {
            subtotal_15: '70.43',
            subtotal_5: '0.00',
            subtotal_0: '0.00',
            iva_15: '10.56',
            iva_5: '0.00',
            total: '80.99',
          },
          shipping: '3.50',
          total: '84.49',
        }}
      />,
    );
    expect(rows()).toEqual([
      'Precio normal: $99.99',
      'Descuento: -$19.00',
      'Subtotal: $80.99',
      'IVA incluido (15%): $10.56',
      'Envío: $3.50',
      'Total: $84.49',
    ]);
  });
});

describe('normalAndDiscount (checkout and order page alike, issue 33)', () => {
  it('regular prices above the sale prices: the offers and the coupon are the discount', () => {
    expect(normalAndDiscount(3_000, 2_100, 2_000)).toEqual({ normal: '30.00', discount: '10.00' });
  });

  it('never a normal price below the goods before the coupon', () => {
    expect(normalAndDiscount(1_200, 2_500, 2_500)).toEqual({ normal: '25.00', discount: '0.00' });
  });
});
