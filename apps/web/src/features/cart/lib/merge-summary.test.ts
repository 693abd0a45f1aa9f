import { describe, expect, it } from 'vitest';
import { mergeSummary } from './merge-summary';

describe('mergeSummary', () => {
  it('counts the products added from this browser', () => {
    expect(
      mergeSummary(
        [],
        [
          { productId: 1, count: 1 },
          { productId: 2, count: 3 },
        ],
        [
          { productId: 1, count: 1 },
          { productId: 2, count: 3 },
        ],
      ),
    ).toBe('Añadimos 2 productos de este navegador a tu carrito.');
  });

  it('tells grown lines and units capped by the stock', () => {
    expect(
      mergeSummary(
        [{ productId: 1, count: 2 }],
        [
          { productId: 1, count: 5 },
          { productId: 3, count: 1 },
        ],
        [
          { productId: 1, count: 4 },
          { productId: 3, count: 1 },
        ],
      ),
    ).toBe(
      'Añadimos 1 producto de este navegador a tu carrito. Sumamos las unidades de 1 producto que ya tenías. Algunas cantidades se ajustaron al stock disponible.',
    );
  });

  it('is null when nothing changed', () => {
    expect(mergeSummary([{ productId: 1, count: 1 }], [], [{ productId: 1, count: 1 }])).toBeNull();
  });
});
