import { describe, expect, it } from 'vitest';
import { floatPlacement } from './whatsapp-float';

describe('the WhatsApp button on a phone (issue 33)', () => {
  it("never covers a page's primary button: hidden on the cart and checkout, raised on a product", () => {
    expect(floatPlacement('/cart')).toBe('hidden');
    expect(floatPlacement('/checkout')).toBe('hidden');
    expect(floatPlacement('/product/12')).toBe('raised');
    expect(floatPlacement('/shop')).toBe('normal');
  });
});
