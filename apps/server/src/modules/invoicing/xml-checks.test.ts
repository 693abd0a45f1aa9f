import { describe, expect, it } from 'vitest';
import { claveAcceso } from './clave-acceso.js';
import { buildFacturaXml, buildNotaCreditoXml, type DocumentData } from './invoice-xml.js';
import { createSoapSriClient } from './sri-client.js';
import { createSriSimulator } from './sri-simulator.js';
import { schemaErrors } from './xml-checks.js';

// The complete factura / nota de crédito 1.1.0 schemas (xsd/, ADR 065): what the shop emits, the
// optional groups it never emits, and the rules each new element brings.

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
const clave = (codDoc: string) =>
  claveAcceso({
    fechaEmision: '26/11/2026',
    codDoc,
    ruc: issuer.ruc,
    ambiente: '1',
    estab: '001',
    ptoEmi: '002',
    secuencial: 7,
    codigoNumerico: '12345678',
  });
const factura: DocumentData = {
  codDoc: '01',
  ambiente: '1',
  issuer,
  secuencial: 7,
  fechaEmision: '26/11/2026',
  claveAcceso: clave('01'),
  buyer: {
    idTypeCode: '05',
    id: '1710034065',
    name: 'Ana Pérez',
    address: 'Av. Amazonas N24-03, Quito',
    email: 'ana@example.ec',
    phone: '0991234567',
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
  ],
  discountCents: 0,
  formaPago: '19',
};
const nota: DocumentData = {
  ...factura,
  codDoc: '04',
  claveAcceso: clave('04'),
  modifies: { numero: '001-002-000000006', fechaEmision: '25/11/2026', motivo: 'Devolución' },
};

/** `xml` with `fragment` put right after the first `</tag>` (or before `<tag` with `before`). */
function put(xml: string, tag: string, fragment: string, before = false): string {
  const at = before ? xml.indexOf(`<${tag}>`) : xml.indexOf(`</${tag}>`) + tag.length + 3;
  if (at < (before ? 0 : tag.length + 3)) throw new Error(`no <${tag}> in the document`);
  return xml.slice(0, at) + fragment + xml.slice(at);
}

describe('factura 1.1.0 schema', () => {
  it('accepts what the shop emits, with either RIMPE legend', async () => {
    const xml = buildFacturaXml(factura);
    expect(xml).toContain('<direccionComprador>Av. Amazonas N24-03, Quito</direccionComprador>');
    expect(xml).toContain('<propina>0.00</propina>');
    expect(xml).toContain('<infoAdicional><campoAdicional nombre="Email">');
    expect(await schemaErrors(xml)).toEqual([]);
    for (const regimen of [
      'CONTRIBUYENTE RÉGIMEN RIMPE',
      'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE',
    ]) {
      const rimpe = buildFacturaXml({ ...factura, issuer: { ...issuer, regimen } });
      expect(rimpe).toContain(`<contribuyenteRimpe>${regimen}</contribuyenteRimpe>`);
      expect(await schemaErrors(rimpe)).toEqual([]);
    }
  });

  it('accepts the optional elements of 1.1.0 the shop never emits, in their places', async () => {
    let xml = buildFacturaXml(factura);
    xml = put(xml, 'dirMatriz', '<agenteRetencion>1</agenteRetencion>');
    xml = put(xml, 'tipoIdentificacionComprador', '<guiaRemision>001-001-000000123</guiaRemision>');
    xml = put(xml, 'totalDescuento', '<codDocReembolso>41</codDocReembolso>');
    xml = put(
      xml,
      'totalConImpuestos',
      '<compensaciones><compensacion><codigo>1</codigo><tarifa>2</tarifa><valor>0.00</valor></compensacion></compensaciones>',
    );
    xml = put(xml, 'moneda', '<placa>PBA1234</placa>');
    xml = put(xml, 'total', '<plazo>30</plazo><unidadTiempo>dias</unidadTiempo>');
    xml = put(xml, 'descripcion', '<unidadMedida>saco de 50 kg</unidadMedida>');
    xml = put(xml, 'codigoPrincipal', '<codigoAuxiliar>F010401</codigoAuxiliar>');
    xml = put(
      xml,
      'precioTotalSinImpuesto',
      '<detallesAdicionales><detAdicional nombre="Lote" valor="A-12"/></detallesAdicionales>',
    );
    xml = put(
      xml,
      'detalles',
      '<retenciones><retencion><codigo>4</codigo><codigoPorcentaje>3</codigoPorcentaje><tarifa>1</tarifa><valor>0.00</valor></retencion></retenciones>' +
        '<tipoNegociable><correo>pagos@example.ec</correo></tipoNegociable>' +
        '<maquinaFiscal><marca>SISPAU</marca><modelo>ABC1234</modelo><serie>CGMC1405</serie></maquinaFiscal>',
    );
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('rejects a wrong order, a too-long value and a bad pattern in the new elements', async () => {
    const xml = buildFacturaXml(factura);
    // placa goes after moneda, not before importeTotal.
    const misplaced = await schemaErrors(put(xml, 'importeTotal', '<placa>PBA1234</placa>', true));
    expect(misplaced.join('\n')).toMatch(/Element 'placa': This element is not expected/);
    const longUnit = await schemaErrors(
      put(xml, 'descripcion', `<unidadMedida>${'m'.repeat(51)}</unidadMedida>`),
    );
    expect(longUnit.join('\n')).toMatch(/Element 'unidadMedida'.*length.*50/);
    const badGuia = await schemaErrors(
      put(xml, 'tipoIdentificacionComprador', '<guiaRemision>1-1-123</guiaRemision>'),
    );
    expect(badGuia.join('\n')).toMatch(/Element 'guiaRemision'.*not accepted by the pattern/);
    const fourDetails = await schemaErrors(
      put(
        xml,
        'precioTotalSinImpuesto',
        `<detallesAdicionales>${'<detAdicional nombre="a" valor="b"/>'.repeat(4)}</detallesAdicionales>`,
      ),
    );
    expect(fourDetails.join('\n')).toMatch(/Element 'detAdicional': This element is not expected/);
  });

  it('follows the current forma de pago table and leaves the 2.x groups to their versions', async () => {
    const xml = buildFacturaXml(factura);
    expect(await schemaErrors(xml.replace('<formaPago>19<', '<formaPago>20<'))).toEqual([]);
    // 02-14 were retired from tabla 24; the older XSD's 01-15 is not followed.
    const retired = await schemaErrors(xml.replace('<formaPago>19<', '<formaPago>02<'));
    expect(retired.join('\n')).toMatch(/Element 'formaPago'/);
    // Factura sustitutiva de guía de remisión is version 2.0.0 / 2.1.0 only.
    const guia = await schemaErrors(
      put(
        xml,
        'detalles',
        '<otrosRubrosTerceros><rubro><concepto>x</concepto><total>1.00</total></rubro></otrosRubrosTerceros>',
      ),
    );
    expect(guia.join('\n')).toMatch(/Element 'otrosRubrosTerceros': This element is not expected/);
    const legend = await schemaErrors(
      put(xml, 'dirMatriz', '<contribuyenteRimpe>RIMPE</contribuyenteRimpe>'),
    );
    expect(legend.join('\n')).toMatch(/Element 'contribuyenteRimpe'/);
  });

  it('the simulator returns a schema error as 35 with libxml2 naming the element', async () => {
    const sri = createSriSimulator();
    const client = createSoapSriClient({ recepcionUrl: 'r', autorizacionUrl: 'a' }, sri.transport);
    const xml = put(buildFacturaXml(factura), 'moneda', `<placa>${'P'.repeat(21)}</placa>`);
    const answer = await client.validarComprobante(xml);
    expect(answer.estado).toBe('DEVUELTA');
    expect(answer.mensajes[0]).toMatchObject({
      identificador: '35',
      mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
    });
    expect(answer.mensajes[0]!.informacionAdicional).toMatch(/Element 'placa'/);
  });
});

describe('nota de crédito 1.1.0 schema', () => {
  it('accepts what the shop emits and the optional elements of the version', async () => {
    const xml = buildNotaCreditoXml(nota);
    expect(await schemaErrors(xml)).toEqual([]);
    // valorDevolucionIva first: the first </valor> is then the first totalImpuesto's.
    let full = put(xml, 'valor', '<valorDevolucionIva>0.00</valorDevolucionIva>');
    full = put(
      full,
      'obligadoContabilidad',
      '<rise>Contribuyente Régimen Simplificado RISE</rise>',
    );
    full = put(
      full,
      'totalSinImpuestos',
      '<compensaciones><compensacion><codigo>1</codigo><tarifa>2</tarifa><valor>0.00</valor></compensacion></compensaciones>',
    );
    full = put(full, 'codigoInterno', '<codigoAdicional>F010401</codigoAdicional>');
    full = put(
      full,
      'detalles',
      '<maquinaFiscal><marca>SISPAU</marca><modelo>ABC1234</modelo><serie>CGMC1405</serie></maquinaFiscal>',
    );
    expect(await schemaErrors(full)).toEqual([]);
  });

  it('rejects compensaciones after valorModificacion and a motivo over 300', async () => {
    const xml = buildNotaCreditoXml(nota);
    const late = await schemaErrors(
      put(
        xml,
        'valorModificacion',
        '<compensaciones><compensacion><codigo>1</codigo><tarifa>2</tarifa><valor>0.00</valor></compensacion></compensaciones>',
      ),
    );
    expect(late.join('\n')).toMatch(/Element 'compensaciones': This element is not expected/);
    const long = await schemaErrors(
      xml.replace('<motivo>Devolución</motivo>', `<motivo>${'x'.repeat(301)}</motivo>`),
    );
    expect(long.join('\n')).toMatch(/Element 'motivo'.*length.*300/);
  });
});
