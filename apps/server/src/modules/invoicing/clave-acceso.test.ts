import { describe, expect, it } from 'vitest';
import { claveAcceso, mod11CheckDigit, validClaveAcceso } from './clave-acceso.js';

describe('clave de acceso', () => {
  it('matches the worked example of ECUADOR.md (check digit 2)', () => {
    const clave = claveAcceso({
      fechaEmision: '01/04/2024',
      codDoc: '01',
      ruc: '1792060346001',
      ambiente: '1',
      estab: '001',
      ptoEmi: '001',
      secuencial: 123,
      codigoNumerico: '12345678',
    });
    expect(clave).toBe('0104202401179206034600110010010000001231234567812');
    expect(clave).toHaveLength(49);
    expect(validClaveAcceso(clave)).toBe(true);
  });

  it.each([
    ['0', 0], // sum 0 -> 11 -> 0
    ['1', 9],
    ['5', 1], // 5*2 = 10 -> 11-10 = 1
    ['23', 1], // 3*2 + 2*3 = 12, 12 % 11 = 1, 11 - 1 = 10 -> 1
    ['000000000011', 6], // 1*2 + 1*3 = 5 -> 11 - 5 = 6
  ])('mod 11 of %s', (digits, expected) => {
    expect(mod11CheckDigit(digits)).toBe(expected);
  });

  it('rejects a clave whose check digit was altered', () => {
    expect(validClaveAcceso('0104202401179206034600110010010000001231234567813')).toBe(false);
  });
});
