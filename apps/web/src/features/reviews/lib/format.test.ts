import { describe, expect, it } from 'vitest';
import { formatAverage } from './format';

describe('formatAverage', () => {
  it('writes one decimal with a comma, rounding half up', () => {
    expect(formatAverage(4.5)).toBe('4,5');
    expect(formatAverage(4)).toBe('4,0');
    expect(formatAverage(4.35)).toBe('4,4');
    expect(formatAverage(4.666)).toBe('4,7');
  });

  it("agrees with toLocaleString('es-EC') on every average from 0 to 5 in thousandths", () => {
    for (let i = 0; i <= 5000; i++) {
      const average = i / 1000;
      expect(formatAverage(average)).toBe(
        average.toLocaleString('es-EC', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      );
    }
  });
});
