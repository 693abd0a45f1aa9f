import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow, ecuadorToday, servesProvince } from './shipping.js';

// 2026-11-24 is a Tuesday.
const at = (iso: string) => new Date(iso);

describe('ecuadorToday', () => {
  it.each([
    ['2026-11-24T15:00:00Z', '2026-11-24'],
    ['2026-11-25T04:59:00Z', '2026-11-24'], // 23:59 in Quito
    ['2026-11-25T05:00:00Z', '2026-11-25'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
  ])('%s is %s in Ecuador', (now, day) => {
    const d = ecuadorToday(at(now));
    expect(`${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`).toBe(
      day,
    );
  });
});

describe('addBusinessDays', () => {
  const tue = { year: 2026, month: 11, day: 24 };
  const sat = { year: 2026, month: 11, day: 28 };
  it.each([
    [tue, 0, 24],
    [tue, 1, 25],
    [tue, 3, 27],
    [tue, 4, 30], // skips Saturday 28 and Sunday 29
    [sat, 0, 30], // a weekend starts on Monday
    [sat, 1, 1], // Tuesday 1 December
  ])('%o + %i business days is day %i', (from, n, day) => {
    expect(addBusinessDays(from, n).day).toBe(day);
  });
});

describe('deliveryWindow', () => {
  it.each([
    // kind, min, max, now, text
    ['delivery', 0, 2, '2026-11-24T15:00:00Z', 'Llega entre el martes 24 y el jueves 26'],
    ['delivery', 1, 2, '2026-11-24T15:00:00Z', 'Llega entre el miércoles 25 y el jueves 26'],
    ['delivery', 0, 0, '2026-11-24T15:00:00Z', 'Llega el martes 24'],
    [
      'delivery',
      2,
      4,
      '2026-11-26T15:00:00Z',
      'Llega entre el lunes 30 de noviembre y el miércoles 2 de diciembre',
    ],
    ['delivery', 1, 2, '2026-11-20T15:00:00Z', 'Llega entre el lunes 23 y el martes 24'], // Friday
    ['delivery', 1, 1, '2026-11-22T04:00:00Z', 'Llega el martes 24'], // Saturday 23:00 in Quito: counted from Monday
    ['pickup', 1, 1, '2026-11-24T15:00:00Z', 'Listo para retirar desde el miércoles 25'],
    ['pickup', 1, 1, '2026-11-27T15:00:00Z', 'Listo para retirar desde el lunes 30'],
  ] as const)('%s %i-%i days from %s: %s', (kind, min, max, now, text) => {
    expect(deliveryWindow({ kind, min_days: min, max_days: max }, at(now)).text).toBe(text);
  });

  it('answers the days as YYYY-MM-DD', () => {
    expect(
      deliveryWindow({ kind: 'delivery', min_days: 2, max_days: 4 }, at('2026-11-24T15:00:00Z')),
    ).toMatchObject({ from: '2026-11-26', to: '2026-11-30' });
  });
});

describe('servesProvince', () => {
  it.each([
    [[], 'Galápagos', true],
    [['Pichincha'], 'Pichincha', true],
    [['Pichincha'], 'Galápagos', false],
    [['Pichincha'], null, true],
  ] as const)('%o serves %s: %s', (provinces, province, serves) => {
    expect(servesProvince({ provinces }, province)).toBe(serves);
  });
});
