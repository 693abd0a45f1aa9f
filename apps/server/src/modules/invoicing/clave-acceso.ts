/** Módulo 11 over the digits with weights 2..7 cycling from the right; 11 -> 0 and 10 -> 1. */
export function mod11CheckDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

export interface ClaveAccesoParts {
  /** dd/mm/aaaa */
  fechaEmision: string;
  codDoc: string;
  ruc: string;
  ambiente: '1' | '2';
  estab: string;
  ptoEmi: string;
  secuencial: number;
  codigoNumerico: string;
  tipoEmision?: '1';
}

/** The 49-digit clave de acceso (ECUADOR.md, "Clave de acceso"). */
export function claveAcceso(p: ClaveAccesoParts): string {
  const fecha = p.fechaEmision.replaceAll('/', '');
  const body =
    fecha +
    p.codDoc +
    p.ruc +
    p.ambiente +
    p.estab +
    p.ptoEmi +
    String(p.secuencial).padStart(9, '0') +
    p.codigoNumerico +
    (p.tipoEmision ?? '1');
  if (!/^\d{48}$/.test(body)) throw new Error(`clave de acceso parts are malformed: ${body}`);
  return body + String(mod11CheckDigit(body));
}

export function validClaveAcceso(clave: string): boolean {
  return /^\d{49}$/.test(clave) && mod11CheckDigit(clave.slice(0, 48)) === Number(clave[48]);
}
