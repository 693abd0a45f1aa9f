import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { xmlCrypto } from '../../lib/lazy-modules.js';
import { certificateOfSignedXml } from './certificate.js';

const xsdPath = new URL('./xsd/factura_V1.1.0.xsd', import.meta.url);
let xsd: Promise<string> | undefined;

/** Validates a factura against the shipped factura_V1.1.0.xsd; answers the errors (empty = valid). */
export async function facturaSchemaErrors(xml: string): Promise<string[]> {
  xsd ??= readFile(xsdPath, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'comprobante.xml', contents: xml }],
    schema: [{ fileName: 'factura_V1.1.0.xsd', contents: await xsd }],
  });
  return result.errors.map((e) => e.message);
}

/** Verifies the enveloped XML signature with the certificate it carries (every reference). */
export function signatureErrors(xml: string): string[] {
  const pem = certificateOfSignedXml(xml);
  const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(xml)?.[0];
  if (!pem || !signature) return ['El comprobante no tiene firma electrónica.'];
  try {
    const verifier = new (xmlCrypto().SignedXml)({ publicCert: pem });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml) ? [] : ['La firma electrónica no es válida.'];
  } catch (err) {
    return [
      `La firma electrónica no es válida: ${err instanceof Error ? err.message : String(err)}`,
    ];
  }
}
