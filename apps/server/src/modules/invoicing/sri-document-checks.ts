import { fastXmlParser, once } from '../../lib/lazy-modules.js';

/**
 * What the SRI checks in a document's content beyond its schema and signature (the simulator's
 * share of ADR 065): the clave de acceso's fields against the document, and the arithmetic of
 * every line, every rate total, importeTotal / valorModificacion and pagos. Answers the first
 * problem as the SRI's message (identificador, mensaje, informacionAdicional) or null.
 */
export interface ContentError {
  identificador: string;
  mensaje: string;
  informacionAdicional: string;
}

type Node = Record<string, unknown>;
const parser = once(
  () =>
    new (fastXmlParser().XMLParser)({
      removeNSPrefix: true,
      parseTagValue: false,
      isArray: (name) => ['totalImpuesto', 'detalle', 'impuesto', 'pago'].includes(name),
    }),
);
const cents = (v: unknown) => Math.round(Number(v) * 100);
const list = (v: unknown) => (Array.isArray(v) ? (v as Node[]) : []);
/** round(base × tarifa / 100) half up, in cents. */
const ivaOf = (baseCents: number, tarifa: number) =>
  Math.floor((2 * baseCents * tarifa + 100) / 200);
const RATE_OF_CODE: Record<string, number> = { '0': 0, '2': 12, '3': 14, '4': 15, '5': 5, '8': 8 };

function claveError(root: Node): ContentError | null {
  const info = root.infoTributaria as Node;
  const body = (root.infoFactura ?? root.infoNotaCredito) as Node;
  const clave = String(info.claveAcceso);
  const expected: [string, string, string][] = [
    ['fechaEmision', clave.slice(0, 8), String(body.fechaEmision).replaceAll('/', '')],
    ['codDoc', clave.slice(8, 10), String(info.codDoc)],
    ['ruc', clave.slice(10, 23), String(info.ruc)],
    ['ambiente', clave.slice(23, 24), String(info.ambiente)],
    ['estab', clave.slice(24, 27), String(info.estab)],
    ['ptoEmi', clave.slice(27, 30), String(info.ptoEmi)],
    ['secuencial', clave.slice(30, 39), String(info.secuencial)],
    ['tipoEmision', clave.slice(47, 48), String(info.tipoEmision)],
  ];
  const wrong = expected.find(([, inClave, inDoc]) => inClave !== inDoc);
  return wrong
    ? {
        identificador: '80',
        mensaje: 'ERROR EN LA ESTRUCTURA DE LA CLAVE DE ACCESO',
        informacionAdicional: `El campo ${wrong[0]} de la clave de acceso (${wrong[1]}) no coincide con el comprobante (${wrong[2]})`,
      }
    : null;
}

function arithmeticError(root: Node): string | null {
  const body = (root.infoFactura ?? root.infoNotaCredito) as Node;
  for (const [i, d] of list((root.detalles as Node).detalle).entries()) {
    const gross = Math.round(Number(d.cantidad) * Number(d.precioUnitario) * 100);
    const net = cents(d.precioTotalSinImpuesto);
    if (Math.abs(gross - cents(d.descuento ?? 0) - net) > 1)
      return `Detalle ${i + 1}: cantidad x precioUnitario - descuento no es precioTotalSinImpuesto`;
    for (const tax of list((d.impuestos as Node).impuesto)) {
      if (cents(tax.baseImponible) !== net)
        return `Detalle ${i + 1}: baseImponible no es precioTotalSinImpuesto`;
      if (cents(tax.valor) !== ivaOf(net, Number(tax.tarifa)))
        return `Detalle ${i + 1}: valor ${String(tax.valor)} no es baseImponible x tarifa`;
    }
  }
  let sum = cents(body.totalSinImpuestos);
  let bases = 0;
  for (const total of list((body.totalConImpuestos as Node).totalImpuesto)) {
    const rate = RATE_OF_CODE[String(total.codigoPorcentaje)] ?? 0;
    const base = cents(total.baseImponible);
    if (cents(total.valor) !== ivaOf(base, rate))
      return `totalImpuesto ${String(total.codigoPorcentaje)}: valor no es baseImponible x tarifa`;
    bases += base;
    sum += cents(total.valor);
  }
  if (bases !== cents(body.totalSinImpuestos))
    return 'La suma de baseImponible no es totalSinImpuestos';
  const total = cents(body.importeTotal ?? body.valorModificacion);
  if (sum + cents(body.propina ?? 0) !== total)
    return 'totalSinImpuestos + impuestos no es el importe total';
  const pagos = list((body.pagos as Node | undefined)?.pago);
  if (pagos.length > 0 && pagos.reduce((a, p) => a + cents(p.total), 0) !== total)
    return 'La suma de pagos no es importeTotal';
  return null;
}

export function contentError(xml: string): ContentError | null {
  const doc = parser().parse(xml) as Node;
  const root = (doc.factura ?? doc.notaCredito) as Node | undefined;
  if (!root) return null;
  const clave = claveError(root);
  if (clave) return clave;
  const arithmetic = arithmeticError(root);
  return arithmetic
    ? { identificador: '52', mensaje: 'ERROR EN DIFERENCIAS', informacionAdicional: arithmetic }
    : null;
}
