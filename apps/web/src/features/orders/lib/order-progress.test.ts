import { describe, expect, it } from 'vitest';
import { progressWidth } from './order-progress';

describe('order progress width', () => {
  it.each([
    [0, '12.5%'],
    [1, '37.5%'],
    [2, '62.5%'],
    [3, '87.5%'],
  ])('step %i fills (step*2+1)/8 = %s', (step, width) => {
    expect(progressWidth(step)).toBe(width);
  });

  it('keeps an out-of-range step inside the bar', () => {
    expect(progressWidth(-1)).toBe('12.5%');
    expect(progressWidth(9)).toBe('87.5%');
  });
});
