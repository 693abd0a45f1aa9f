import { describe, expect, it } from 'vitest';
import { buildQuoteMessage, whatsappUrl } from './whatsapp-message';

describe('buildQuoteMessage', () => {
  it('lists products, SKUs, quantities and the city', () => {
    expect(
      buildQuoteMessage({
        shopName: 'Ferretería El Volt',
        lines: [
          { name: 'Taladro percutor 1/2" 750 W', sku: 'BOS-TAL-001', count: 2 },
          { name: 'Cable  THHN\n12 AWG', sku: 'ELE-CAB-012', count: 100 },
        ],
        city: 'Cuenca',
      }),
    ).toBe(
      [
        'Hola, Ferretería El Volt. Quisiera una cotización de:',
        '- 2 x Taladro percutor 1/2" 750 W (SKU: BOS-TAL-001)',
        '- 100 x Cable THHN 12 AWG (SKU: ELE-CAB-012)',
        'Ciudad: Cuenca',
        'Gracias.',
      ].join('\n'),
    );
  });

  it('leaves a "Ciudad: " line to complete when the city is unknown', () => {
    const text = buildQuoteMessage({
      shopName: 'Ferretería El Volt',
      lines: [{ name: 'Martillo', sku: 'TRU-MAR-001', count: 1 }],
    });
    expect(text.split('\n')).toContain('Ciudad: ');
  });
});

describe('whatsappUrl', () => {
  it('builds a wa.me link with the text encoded', () => {
    expect(whatsappUrl('+593 99 123 4567', 'Hola & 1/2"\nCiudad: ')).toBe(
      'https://wa.me/593991234567?text=Hola%20%26%201%2F2%22%0ACiudad%3A%20',
    );
    expect(whatsappUrl('593991234567')).toBe('https://wa.me/593991234567');
  });
});
