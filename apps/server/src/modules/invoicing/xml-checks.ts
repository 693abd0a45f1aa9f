import { X509Certificate, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { xmlCrypto } from '../../lib/lazy-modules.js';
import { certificateOfSignedXml } from './certificate.js';

const SCHEMAS = {
  factura: 'factura_V1.1.0.xsd',
  notaCredito: 'notaCredito_V1.1.0.xsd',
} as const;
const cache = new Map<string, Promise<string>>();
const xsd = (name: string) => {
  let text = cache.get(name);
  if (!text) cache.set(name, (text = readFile(new URL(`./xsd/${name}`, import.meta.url), 'utf8')));
  return text;
};

/**
 * Validates a factura or nota de crédito against the project's complete schema of its version
 * 1.1.0 (xsd/, ADR 065); answers libxml2's errors (empty = valid).
 */
export async function schemaErrors(xml: string): Promise<string[]> {
  const root = /<(factura|notaCredito)[\s>]/.exec(xml)?.[1] as keyof typeof SCHEMAS | undefined;
  if (!root) return ['El comprobante no es una factura ni una nota de crédito.'];
  const result = await validateXML({
    xml: [{ fileName: 'comprobante.xml', contents: xml }],
    schema: [{ fileName: SCHEMAS[root], contents: await xsd(SCHEMAS[root]) }],
  });
  return result.errors.map((e) => e.message);
}

/** @deprecated name kept for callers: schemaErrors validates facturas and notas de crédito. */
export const facturaSchemaErrors = schemaErrors;

const tag = (xml: string, name: string) =>
  new RegExp(`<ds:${name}>([^<]+)</ds:${name}>`).exec(xml)?.[1]?.replace(/\s+/g, '');

/** The public key the signature's ds:KeyValue states (RSAKeyValue, base64 big-endian n and e). */
export function keyValueOf(xml: string) {
  const n = tag(xml, 'Modulus');
  const e = tag(xml, 'Exponent');
  if (!n || !e) return null;
  const url = (b64: string) => Buffer.from(b64, 'base64').toString('base64url');
  return createPublicKey({ key: { kty: 'RSA', n: url(n), e: url(e) }, format: 'jwk' });
}

/**
 * Verifies the enveloped XML signature as a standard verifier does: with the key its KeyValue
 * states (every reference and the SignatureValue), that key being the certificate's own, and the
 * certificate valid at `at`.
 */
export function signatureErrors(xml: string, at = new Date()): string[] {
  const pem = certificateOfSignedXml(xml);
  const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(xml)?.[0];
  if (!pem || !signature) return ['El comprobante no tiene firma electrónica.'];
  try {
    const cert = new X509Certificate(pem);
    const stated = keyValueOf(xml);
    if (!stated) return ['La firma no declara su clave pública (KeyValue).'];
    const exported = (k: typeof stated) => k.export({ format: 'der', type: 'spki' });
    if (!exported(stated).equals(exported(cert.publicKey)))
      return ['La clave pública de KeyValue no es la del certificado.'];
    if (at < new Date(cert.validFrom) || at > new Date(cert.validTo))
      return [`El certificado no está vigente (${cert.validFrom} a ${cert.validTo}).`];
    const verifier = new (xmlCrypto().SignedXml)({
      publicCert: stated.export({ format: 'pem', type: 'spki' }).toString(),
    });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml) ? [] : ['La firma electrónica no es válida.'];
  } catch (err) {
    return [
      `La firma electrónica no es válida: ${err instanceof Error ? err.message : String(err)}`,
    ];
  }
}
