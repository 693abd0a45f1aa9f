import { describe, expect, it } from 'vitest';
import {
  BillingSchema,
  IDENTIFICATION_MESSAGES as M,
  consumidorFinalAllowed,
  validateCedula,
  validateIdentification,
  validateRuc,
} from './identification.js';

describe('cédula', () => {
  it.each([
    ['1714307103', null, 'public sample (Pichincha)'],
    ['0926687856', null, 'Guayas'],
    ['1710034065', null, 'Pichincha'],
    ['3050000000', M.cedulaCheckDigit, 'abroad (30) is a valid province, check digit wrong'],
    ['3050000003', null, 'abroad (30)'],
    ['1714307104', M.cedulaCheckDigit, 'wrong check digit'],
    ['2514307103', M.cedulaProvince, 'province 25 does not exist'],
    ['0014307103', M.cedulaProvince, 'province 00 does not exist'],
    ['1764307103', M.cedulaThirdDigit, 'third digit above 5'],
    ['171430710', M.cedulaFormat, 'nine digits'],
    ['17143071O3', M.cedulaFormat, 'a letter'],
  ])('%s -> %s (%s)', (value, message, _why) => {
    expect(validateCedula(value)).toEqual(message === null ? { ok: true } : { ok: false, message });
  });
});

describe('RUC', () => {
  it.each([
    ['1714307103001', null, 'natural person: valid cédula + 001'],
    ['1714307103002', null, 'natural person, second establishment'],
    ['1714307104001', M.rucCheckDigit, 'natural person with a wrong cédula check digit'],
    ['1714307103000', M.rucSuffix, 'natural person, establishment 000'],
    ['2514307103001', M.rucProvince, 'natural person, wrong province'],
    ['1792060346001', null, 'private company that passes the checksum'],
    ['0990017514001', null, 'private company (Guayas) that passes the checksum'],
    ['1790011675001', null, 'private company failing the checksum: structural only, accepted'],
    ['1768152560001', null, 'public entity failing the private checksum: accepted'],
    ['1760013210001', null, 'public entity (SRI)'],
    ['1760013219001', null, 'public entity failing its checksum: accepted'],
    ['1792060346000', M.rucSuffix, 'company, establishment 000'],
    ['1760013210000', M.rucSuffix, 'public entity, suffix 0000'],
    ['3092060346001', M.rucProvince, 'company in province 30'],
    ['2592060346001', M.rucProvince, 'company, province 25'],
    ['1772060346001', M.rucThirdDigit, 'third digit 7'],
    ['179206034600', M.rucFormat, '12 digits'],
  ])('%s -> %s (%s)', (value, message, _why) => {
    expect(validateRuc(value)).toEqual(message === null ? { ok: true } : { ok: false, message });
  });
});

describe('pasaporte and consumidor final', () => {
  it.each([
    ['pasaporte', 'AB123456', null],
    ['pasaporte', 'X1', M.pasaporteFormat],
    ['pasaporte', 'AB 123', M.pasaporteFormat],
    ['consumidor_final', '9999999999999', null],
    ['consumidor_final', '1714307103', M.consumidorFinalNumber],
  ] as const)('%s %s -> %s', (type, value, message) => {
    expect(validateIdentification(type, value)).toEqual(
      message === null ? { ok: true } : { ok: false, message },
    );
  });

  it('caps consumidor final at the limit, inclusive', () => {
    expect(consumidorFinalAllowed(5000, 5000)).toBe(true);
    expect(consumidorFinalAllowed(5001, 5000)).toBe(false);
    expect(M.consumidorFinalLimit('50.00')).toBe(
      'Las facturas a consumidor final no pueden superar USD 50.00. Ingrese su cédula, RUC o pasaporte.',
    );
  });
});

describe('BillingSchema', () => {
  const base = {
    id_type: 'cedula',
    id_number: ' 1714307103 ',
    name: 'Ana Pérez',
    email: 'ana@example.com',
    address: 'Av. Amazonas N34-12 y Naciones Unidas, Quito',
  };

  it('accepts and trims a valid cédula', () => {
    expect(BillingSchema.parse(base).id_number).toBe('1714307103');
  });

  it('puts the rule message on id_number', () => {
    const result = BillingSchema.safeParse({ ...base, id_number: '1714307104' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['id_number'], message: M.cedulaCheckDigit },
    ]);
  });
});
