// Zod-free values and functions of identification.ts, for the web's first paint (ADR 040); identification.ts
// re-exports them.
import type { BuyerIdType, IdentificationResult, RucKind } from '../identification.js';

/**
 * Buyer identification for the SRI invoice (ECUADOR.md, "Identification"). Shared by the web
 * form and the server, which repeats every rule.
 *
 * - Cédula and natural-person RUC: strict (province 01-24 or 30, third digit 0-5, check digit).
 * - Company (third digit 9) and public-entity (third digit 6) RUC: structural only (13 digits,
 *   province 01-24, the establishment suffix). Many real company RUCs fail the published
 *   checksums, so the checksum is never a reason to refuse one.
 * - Pasaporte: 3-20 letters, digits or dashes.
 * - Consumidor final: 9999999999999, only while the invoice total stays within the SRI's limit
 *   (a server setting, USD 50 today).
 */
export const BUYER_ID_TYPES = ['cedula', 'ruc', 'pasaporte', 'consumidor_final'] as const;

/** SRI's tipoIdentificacionComprador codes. */
export const SRI_BUYER_ID_CODES: Record<BuyerIdType, '04' | '05' | '06' | '07'> = {
  ruc: '04',
  cedula: '05',
  pasaporte: '06',
  consumidor_final: '07',
};

export const BUYER_ID_LABELS: Record<BuyerIdType, string> = {
  cedula: 'Cédula',
  ruc: 'RUC',
  pasaporte: 'Pasaporte',
  consumidor_final: 'Consumidor final',
};

export const CONSUMIDOR_FINAL_ID = '9999999999999';

export const CONSUMIDOR_FINAL_NAME = 'CONSUMIDOR FINAL';

/** Default cap on a consumidor final invoice, in cents (the server reads its own setting). */
export const CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT = 5_000;

export const IDENTIFICATION_MESSAGES = {
  cedulaFormat: 'La cédula debe tener 10 dígitos.',
  cedulaProvince: 'Los dos primeros dígitos de la cédula no corresponden a una provincia.',
  cedulaThirdDigit: 'El tercer dígito de la cédula debe estar entre 0 y 5.',
  cedulaCheckDigit: 'La cédula no es válida: revise el dígito verificador.',
  rucFormat: 'El RUC debe tener 13 dígitos.',
  rucProvince: 'Los dos primeros dígitos del RUC no corresponden a una provincia.',
  rucThirdDigit: 'El tercer dígito del RUC no es válido.',
  rucCheckDigit: 'El RUC no es válido: revise el dígito verificador.',
  rucSuffix: 'El RUC debe terminar en un establecimiento válido (001 o superior).',
  pasaporteFormat: 'El pasaporte debe tener entre 3 y 20 letras o números.',
  consumidorFinalNumber: 'Para consumidor final el número es 9999999999999.',
  consumidorFinalLimit: (limit: string) =>
    `Las facturas a consumidor final no pueden superar USD ${limit}. Ingrese su cédula, RUC o pasaporte.`,
} as const;
const ok: IdentificationResult = { ok: true };
const fail = (message: string): IdentificationResult => ({ ok: false, message });
function validProvince(code: number, allowAbroad: boolean): boolean {
  return (code >= 1 && code <= 24) || (allowAbroad && code === 30);
}
function digitsOf(value: string): number[] {
  return [...value].map(Number);
}
/** Cédula check digit: weights 2,1,2,… on digits 1-9, products over 9 minus 9, (10 - sum%10)%10. */
export function cedulaCheckDigit(firstNine: string): number {
  const sum = digitsOf(firstNine).reduce((acc, digit, i) => {
    const product = digit * (i % 2 === 0 ? 2 : 1);
    return acc + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}
export function validateCedula(value: string): IdentificationResult {
  if (!/^\d{10}$/.test(value)) return fail(IDENTIFICATION_MESSAGES.cedulaFormat);
  if (!validProvince(Number(value.slice(0, 2)), true))
    return fail(IDENTIFICATION_MESSAGES.cedulaProvince);
  if (Number(value[2]) > 5) return fail(IDENTIFICATION_MESSAGES.cedulaThirdDigit);
  if (cedulaCheckDigit(value.slice(0, 9)) !== Number(value[9]))
    return fail(IDENTIFICATION_MESSAGES.cedulaCheckDigit);
  return ok;
}
export function rucKind(value: string): RucKind | null {
  const third = Number(value[2]);
  if (third <= 5) return 'natural';
  if (third === 6) return 'publica';
  if (third === 9) return 'privada';
  return null;
}
export function validateRuc(value: string): IdentificationResult {
  if (!/^\d{13}$/.test(value)) return fail(IDENTIFICATION_MESSAGES.rucFormat);
  const kind = rucKind(value);
  if (kind === null) return fail(IDENTIFICATION_MESSAGES.rucThirdDigit);
  if (kind === 'natural') {
    const cedula = validateCedula(value.slice(0, 10));
    if (!cedula.ok)
      return fail(
        cedula.message === IDENTIFICATION_MESSAGES.cedulaProvince
          ? IDENTIFICATION_MESSAGES.rucProvince
          : IDENTIFICATION_MESSAGES.rucCheckDigit,
      );
    if (Number(value.slice(10)) === 0) return fail(IDENTIFICATION_MESSAGES.rucSuffix);
    return ok;
  }
  // Companies and public entities: structure only (province, suffix), never the checksum.
  if (!validProvince(Number(value.slice(0, 2)), false))
    return fail(IDENTIFICATION_MESSAGES.rucProvince);
  const suffix = kind === 'publica' ? value.slice(9) : value.slice(10);
  if (Number(suffix) === 0) return fail(IDENTIFICATION_MESSAGES.rucSuffix);
  return ok;
}
export function validatePasaporte(value: string): IdentificationResult {
  return /^[A-Za-z0-9-]{3,20}$/.test(value) ? ok : fail(IDENTIFICATION_MESSAGES.pasaporteFormat);
}
/** The number rule of one identification type (the total limit is checked separately). */
export function validateIdentification(type: BuyerIdType, value: string): IdentificationResult {
  switch (type) {
    case 'cedula':
      return validateCedula(value);
    case 'ruc':
      return validateRuc(value);
    case 'pasaporte':
      return validatePasaporte(value);
    case 'consumidor_final':
      return value === CONSUMIDOR_FINAL_ID
        ? ok
        : fail(IDENTIFICATION_MESSAGES.consumidorFinalNumber);
  }
}
/** Whether an invoice of `totalCents` may go to consumidor final under `limitCents`. */
export function consumidorFinalAllowed(totalCents: number, limitCents: number): boolean {
  return totalCents <= limitCents;
}
