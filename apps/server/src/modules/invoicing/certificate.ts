import { generateKeyPairSync } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SriConfig } from '../../config.js';
import { forge as loadForge } from '../../lib/lazy-modules.js';

/**
 * A self-signed test certificate for the demo issuer, as a .p12 protected by `password`. The SRI
 * accepts only certificates of an accredited entity; this one is for the simulator.
 */
export function createTestP12(commonName: string, ruc: string, password: string): Buffer {
  const forge = loadForge();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgeKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = Date.now().toString(16);
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'serialNumber', value: ruc },
    { name: 'organizationName', value: 'CERTIFICADO DE PRUEBA - NO VALIDO ANTE EL SRI' },
    { name: 'countryName', value: 'EC' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forgeKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(forgeKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The issuer's .p12; the demo's test certificate is generated at first start. */
export function loadIssuerP12(sri: SriConfig): Buffer {
  if (!existsSync(sri.p12Path)) {
    if (!sri.p12IsTestCertificate) throw new Error(`INVOICE_P12_PATH not found: ${sri.p12Path}`);
    mkdirSync(path.dirname(sri.p12Path), { recursive: true });
    const p12 = createTestP12(sri.issuer.razonSocial, sri.issuer.ruc, sri.p12Password);
    // Processes sharing DATA_DIR may start together: the first whole file linked in wins, and
    // nobody reads a half-written one.
    const draft = `${sri.p12Path}.${process.pid}.tmp`;
    writeFileSync(draft, p12, { mode: 0o600 });
    try {
      linkSync(draft, sri.p12Path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(sri.p12Path);
}

/** The PEM certificate inside a signed document's KeyInfo, or null. */
export function certificateOfSignedXml(xml: string): string | null {
  const match = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml);
  if (!match?.[1]) return null;
  const lines = match[1].replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
