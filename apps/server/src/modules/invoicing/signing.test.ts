import { describe, expect, it } from 'vitest';
import { createTestP12 } from './certificate.js';
import { buildFacturaXml, buildNotaCreditoXml, type DocumentData } from './invoice-xml.js';
import { xmlsecVerify } from './signed-document-checks.js';
import { signDocument } from './signing.js';
import { keyValueOf, signatureErrors } from './xml-checks.js';

const p12 = createTestP12('FERRETERÍA & CÍA "EL VOLT" <QUITO>', '1790012345001', 'clave');

const doc: DocumentData = {
  codDoc: '01',
  ambiente: '1',
  issuer: {
    ruc: '1790012345001',
    razonSocial: 'FERRETERÍA & CÍA',
    nombreComercial: 'El Volt',
    estab: '001',
    ptoEmi: '001',
    dirMatriz: 'Av. Amazonas N34-120, Quito',
    dirEstablecimiento: 'Av. Amazonas N34-120, Quito',
    obligadoContabilidad: true,
    regimen: '',
  } as DocumentData['issuer'],
  claveAcceso: '2611202601179001234500110010010000000011234567811',
  secuencial: 1,
  fechaEmision: '26/11/2026',
  buyer: {
    idTypeCode: '05',
    id: '1710034065',
    name: 'Ana <Pérez> & hijos',
    address: 'Quito',
    email: 'ana@example.com',
    phone: '0991234567',
  },
  lines: [
    {
      code: 'T1',
      description: 'Taladro',
      quantity: 1,
      unitGrossCents: 2999,
      ivaRate: 15,
      discountable: true,
    },
  ],
  discountCents: 0,
  formaPago: '19',
};

describe('XAdES-BES signature (ADR 063)', () => {
  it('states the certificate key in KeyValue: n and e as base64 big-endian (e = 65537)', () => {
    const signed = signDocument('01', buildFacturaXml(doc), p12, 'clave');
    const exponent = /<ds:Exponent>([^<]+)</.exec(signed)![1]!;
    expect(Buffer.from(exponent, 'base64').toString('hex')).toBe('010001');
    const modulus = Buffer.from(/<ds:Modulus>([^<]+)</.exec(signed)![1]!, 'base64');
    expect(modulus.length).toBe(256);
    expect(keyValueOf(signed)!.asymmetricKeyDetails).toMatchObject({ modulusLength: 2048 });
    expect(signatureErrors(signed)).toEqual([]);
  });

  it.each([
    ['factura', () => buildFacturaXml(doc), '01'],
    [
      'notaCredito',
      () =>
        buildNotaCreditoXml({
          ...doc,
          codDoc: '04',
          modifies: {
            numero: '001-001-000000001',
            fechaEmision: '26/11/2026',
            motivo: 'Devolución',
          },
        }),
      '04',
    ],
  ] as const)(
    'a %s verifies with xmlsec1 taking the key from RSAKeyValue',
    async (root, build, cod) => {
      const signed = signDocument(cod, build(), p12, 'clave');
      const result = await xmlsecVerify(signed, root);
      expect(result, result.output).toMatchObject({ verdict: 'OK', keyMethod: 'RSAKeyValue' });
      // A changed amount or a KeyValue of another key fails.
      const tampered = signed.replace('Taladro', 'Taladra');
      expect((await xmlsecVerify(tampered, root)).verdict).toBe('FAIL');
      expect(signatureErrors(tampered)).toEqual(['La firma electrónica no es válida.']);
    },
  );

  it('refuses a KeyValue that is not the certificate key', () => {
    const signed = signDocument('01', buildFacturaXml(doc), p12, 'clave');
    const other = signDocument(
      '01',
      buildFacturaXml(doc),
      createTestP12('X', '1790012345001', 'c'),
      'c',
    );
    const foreign = /<ds:KeyValue>[\s\S]*<\/ds:KeyValue>/.exec(other)![0];
    expect(signatureErrors(signed.replace(/<ds:KeyValue>[\s\S]*<\/ds:KeyValue>/, foreign))).toEqual(
      ['La clave pública de KeyValue no es la del certificado.'],
    );
  });
});
