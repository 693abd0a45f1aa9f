import { describe, expect, it } from 'vitest';
import { claveAcceso } from './clave-acceso.js';
import { buildFacturaXml, type DocumentData } from './invoice-xml.js';
import { contentError } from './sri-document-checks.js';

const issuer = {
  ruc: '1790012345001',
  razonSocial: 'FERRETERÍA EL VOLT',
  nombreComercial: 'El Volt',
  estab: '001',
  ptoEmi: '002',
  dirMatriz: 'Quito',
  dirEstablecimiento: 'Quito',
  obligadoContabilidad: true,
  regimen: null,
};
const parts = { fechaEmision: '26/11/2026', codDoc: '01', ruc: issuer.ruc, ambiente: '1' as const };
const doc: DocumentData = {
  codDoc: '01',
  ambiente: '1',
  issuer,
  secuencial: 7,
  fechaEmision: '26/11/2026',
  claveAcceso: claveAcceso({
    ...parts,
    estab: '001',
    ptoEmi: '002',
    secuencial: 7,
    codigoNumerico: '12345678',
  }),
  buyer: {
    idTypeCode: '07',
    id: '9999999999999',
    name: 'CONSUMIDOR FINAL',
    address: 'Quito',
    email: 'a@b.ec',
    phone: '',
  },
  lines: [
    {
      code: 'C',
      description: 'Cemento',
      quantity: 2,
      unitGrossCents: 799,
      ivaRate: 5,
      discountable: true,
    },
    {
      code: 'T',
      description: 'Taladro',
      quantity: 1,
      unitGrossCents: 2256,
      ivaRate: 15,
      discountable: true,
    },
    {
      code: 'S',
      description: 'Semillas',
      quantity: 3,
      unitGrossCents: 350,
      ivaRate: 0,
      discountable: true,
    },
    {
      code: 'ENVIO',
      description: 'Envío',
      quantity: 1,
      unitGrossCents: 500,
      ivaRate: 15,
      discountable: false,
    },
  ],
  discountCents: 413,
  formaPago: '19',
};

describe('the simulator checks the content as the SRI does', () => {
  it('accepts what the shop builds (clave, lines, rate totals, importeTotal, pagos)', () => {
    expect(contentError(buildFacturaXml(doc))).toBeNull();
  });

  it('80 when a field of the clave differs from the document', () => {
    const other = buildFacturaXml({ ...doc, secuencial: 8 });
    expect(contentError(other)).toMatchObject({
      identificador: '80',
      informacionAdicional: expect.stringContaining('secuencial'),
    });
  });

  it('52 ERROR EN DIFERENCIAS when a rate total is not base x tarifa', () => {
    const xml = buildFacturaXml(doc);
    const valor =
      /<codigoPorcentaje>4<\/codigoPorcentaje><baseImponible>[\d.]+<\/baseImponible><valor>([\d.]+)</.exec(
        xml,
      )![1]!;
    const wrong = xml.replace(
      `<valor>${valor}</valor></totalImpuesto>`,
      `<valor>${(Number(valor) + 0.01).toFixed(2)}</valor></totalImpuesto>`,
    );
    expect(contentError(wrong)).toMatchObject({
      identificador: '52',
      mensaje: 'ERROR EN DIFERENCIAS',
    });
  });
});
