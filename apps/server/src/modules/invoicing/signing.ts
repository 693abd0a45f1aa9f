import { X509Certificate, createHash, createPrivateKey, randomUUID, sign } from 'node:crypto';
import type ForgeType from 'node-forge';
import { forge as loadForge, xmlCrypto, xmldom } from '../../lib/lazy-modules.js';

/**
 * XAdES-BES enveloped signature of an SRI document with the issuer's .p12 (ADR 063), the profile
 * of the SRI's reference signer: RSA-SHA1, inclusive C14N, three references (the comprobante with
 * the enveloped transform, SignedProperties, KeyInfo) and a KeyInfo holding the certificate and
 * its RSAKeyValue (modulus and exponent as base64 of their big-endian bytes, XML-DSig 4.4.2.1).
 */
const NS = {
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
};
const ALG = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  sha1: 'http://www.w3.org/2000/09/xmldsig#sha1',
  rsaSha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  signedProperties: 'http://uri.etsi.org/01903#SignedProperties',
};
const ROOTS = { '01': 'factura', '04': 'notaCredito' } as const;

interface SigningKey {
  keyPem: string;
  certDer: Buffer;
  serial: string;
  issuer: string;
}

const digest = (text: string | Buffer) => createHash('sha1').update(text).digest('base64');
/** Text as canonical XML writes it (the p12's names may hold &, < or >). */
const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An element written canonically: no empty-element tags (C14N writes start and end tags). */
const empty = (name: string, algorithm: string) => `<${name} Algorithm="${algorithm}"></${name}>`;

/** The signing key and its certificate (the one whose public key matches) from a PKCS#12. */
export function keyOfP12(p12: Buffer, password: string): SigningKey {
  const forge = loadForge();
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const oids = forge.pki.oids as Record<string, string>;
  const bags = (type: string) => parsed.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(oids.pkcs8ShroudedKeyBag!), ...bags(oids.keyBag!)];
  const certs = bags(oids.certBag!)
    .map((b) => b.cert)
    .filter((c): c is ForgeType.pki.Certificate => Boolean(c));
  // Banco Central's .p12 carries several keys: the one named "Signing Key" signs.
  const ordered = [...keyBags].sort(
    (a, b) =>
      Number(/signing key/i.test(b.attributes.friendlyName?.[0] ?? '')) -
      Number(/signing key/i.test(a.attributes.friendlyName?.[0] ?? '')),
  );
  for (const bag of ordered) {
    const key = bag.key as ForgeType.pki.rsa.PrivateKey | undefined;
    if (!key) continue;
    const cert = certs.find((c) => (c.publicKey as ForgeType.pki.rsa.PublicKey).n.equals(key.n));
    if (!cert) continue;
    const der = Buffer.from(
      forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(),
      'binary',
    );
    return {
      keyPem: forge.pki.privateKeyToPem(key),
      certDer: der,
      serial: BigInt(`0x${cert.serialNumber}`).toString(),
      issuer: issuerName(cert),
    };
  }
  throw new Error('El archivo .p12 no tiene una clave privada con su certificado.');
}

/** The issuer's name as the SRI's validator reads it (RFC 2253 order, EMAILADDRESS for E). */
function issuerName(cert: ForgeType.pki.Certificate): string {
  return [...cert.issuer.attributes]
    .reverse()
    .filter((a) => a.shortName ?? a.type)
    .map((a) => {
      const name = a.shortName === 'E' ? 'EMAILADDRESS' : (a.shortName ?? a.type);
      const value = String(a.value).replace(/([,+"\\<>;])/g, '\\$1');
      return `${name}=${value}`;
    })
    .join(',');
}

/** RSAKeyValue of the certificate's public key: base64 of n and e, big-endian, no sign byte. */
export function rsaKeyValue(certDer: Buffer): { modulus: string; exponent: string } {
  const jwk = new X509Certificate(certDer).publicKey.export({ format: 'jwk' });
  const b64 = (v: unknown) => Buffer.from(String(v), 'base64url').toString('base64');
  return { modulus: b64(jwk.n), exponent: b64(jwk.e) };
}

/** The document (without its XML declaration) as inclusive C14N writes it. */
function canonicalDocument(xml: string): string {
  const doc = new (xmldom().DOMParser)().parseFromString(xml, 'text/xml');
  return new (xmlCrypto().C14nCanonicalization)().process(
    doc.documentElement as never,
    {},
  ) as string;
}

/** "2026-11-26T10:15:00.000-05:00": the signing time in Ecuador's offset. */
function signingTime(at: Date): string {
  return `${new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, -1)}-05:00`;
}

export function signDocument(
  codDoc: '01' | '04',
  xml: string,
  p12: Buffer,
  password: string,
  at = new Date(),
): string {
  const key = keyOfP12(p12, password);
  const id = (name: string) => `${name}-${randomUUID()}`;
  const ids = {
    signature: id('Signature'),
    signedInfo: id('SignedInfo'),
    signedProperties: id('SignedProperties'),
    keyInfo: id('Certificate'),
    docRef: id('DocumentRef'),
    propsRef: id('SignedPropertiesRef'),
    keyRef: id('CertificateRef'),
    value: id('SignatureValue'),
    object: id('SignatureObject'),
  };
  const cert = key.certDer.toString('base64');
  const { modulus, exponent } = rsaKeyValue(key.certDer);
  const keyInfo = (ns: string) =>
    `<ds:KeyInfo${ns} Id="${ids.keyInfo}"><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data>` +
    `<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${modulus}</ds:Modulus><ds:Exponent>${exponent}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue></ds:KeyInfo>`;
  const signedProperties = (ns: string) =>
    `<xades:SignedProperties${ns} Id="${ids.signedProperties}"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime(at)}</xades:SigningTime><xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `${empty('ds:DigestMethod', ALG.sha1)}<ds:DigestValue>${digest(key.certDer)}</ds:DigestValue></xades:CertDigest>` +
    `<xades:IssuerSerial><ds:X509IssuerName>${text(key.issuer)}</ds:X509IssuerName><ds:X509SerialNumber>${key.serial}</ds:X509SerialNumber></xades:IssuerSerial>` +
    `</xades:Cert></xades:SigningCertificate></xades:SignedSignatureProperties><xades:SignedDataObjectProperties>` +
    `<xades:DataObjectFormat ObjectReference="#${ids.docRef}"><xades:Description>contenido comprobante</xades:Description>` +
    `<xades:MimeType>text/xml</xades:MimeType><xades:Encoding>UTF-8</xades:Encoding></xades:DataObjectFormat>` +
    `</xades:SignedDataObjectProperties></xades:SignedProperties>`;
  const reference = (attrs: string, hash: string, transform = '') =>
    `<ds:Reference ${attrs}>${transform}${empty('ds:DigestMethod', ALG.sha1)}<ds:DigestValue>${hash}</ds:DigestValue></ds:Reference>`;
  const dsNs = ` xmlns:ds="${NS.ds}"`;
  const signedInfo = (ns: string) =>
    `<ds:SignedInfo${ns} Id="${ids.signedInfo}">${empty('ds:CanonicalizationMethod', ALG.c14n)}${empty('ds:SignatureMethod', ALG.rsaSha1)}` +
    reference(
      `Id="${ids.docRef}" URI="#comprobante"`,
      digest(canonicalDocument(xml)),
      `<ds:Transforms>${empty('ds:Transform', ALG.enveloped)}</ds:Transforms>`,
    ) +
    reference(
      `Id="${ids.propsRef}" Type="${ALG.signedProperties}" URI="#${ids.signedProperties}"`,
      digest(signedProperties(`${dsNs} xmlns:xades="${NS.xades}"`)),
    ) +
    reference(`Id="${ids.keyRef}" URI="#${ids.keyInfo}"`, digest(keyInfo(dsNs))) +
    '</ds:SignedInfo>';
  const value = sign('sha1', Buffer.from(signedInfo(dsNs)), createPrivateKey(key.keyPem)).toString(
    'base64',
  );
  const signature =
    `<ds:Signature${dsNs} Id="${ids.signature}">${signedInfo('')}` +
    `<ds:SignatureValue Id="${ids.value}">${value}</ds:SignatureValue>${keyInfo('')}` +
    `<ds:Object Id="${ids.object}"><xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="#${ids.signature}">` +
    `${signedProperties('')}</xades:QualifyingProperties></ds:Object></ds:Signature>`;
  const close = `</${ROOTS[codDoc]}>`;
  if (!xml.trimEnd().endsWith(close)) throw new Error(`The document is not a ${ROOTS[codDoc]}`);
  return xml.slice(0, xml.lastIndexOf(close)) + signature + close;
}
