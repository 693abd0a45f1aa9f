import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type forge from 'node-forge';
import {
  type CertificateInfo,
  ISSUER_MESSAGES,
  type IssuerSettingsBody,
  type IssuerSettingsResponse,
  centsToMoney,
} from '@shop/contract';
import type { SriConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { IssuerData } from '../../db/schema/invoicing.js';
import { AppError } from '../../lib/app-error.js';
import { forge as loadForge } from '../../lib/lazy-modules.js';
import { loadIssuerP12 } from './certificate.js';
import {
  type IssuerSettingsRow,
  selectIssuerSettings,
  upsertIssuerSettings,
  updateP12Password,
} from './issuer-settings.repository.js';

type Ambiente = 'pruebas' | 'produccion';

/**
 * Settings of the invoicing module, set once by the invoicing plugin when the app starts.
 * `legacySecret` (the JWT secret) only reads passwords sealed before SRI_CERT_KEY (ADR 085).
 */
let settings: { sri: SriConfig; legacySecret: string | null } | null = null;
export function configureInvoicing(sri: SriConfig, legacySecret: string | null = null): void {
  settings = { sri, legacySecret };
}
export function invoicingSettings(): SriConfig {
  if (!settings) throw new Error('Invoicing is not configured (the invoicing plugin sets it)');
  return settings.sri;
}

const configuredAmbiente = (sri: SriConfig): Ambiente =>
  sri.mode === 'produccion' ? 'produccion' : 'pruebas';

/**
 * The issuer the next document is numbered for: the back office's row, else the configuration.
 * Read in the numbering transaction, so every server process numbers with the same data.
 */
export async function currentIssuer(tx: Db | Tx) {
  return issuerOf(await selectIssuerSettings(tx));
}

/** The settings row's issuer, or the configuration's when the back office has not set one. */
function issuerOf(row: IssuerSettingsRow | null): { issuer: IssuerData; ambiente: Ambiente } {
  const sri = invoicingSettings();
  return row
    ? { issuer: row.issuer, ambiente: row.ambiente }
    : { issuer: sri.issuer, ambiente: configuredAmbiente(sri) };
}

// The certificate's password is kept encrypted (AES-256-GCM) with SRI_CERT_KEY (or the key
// generated in DATA_DIR), so a copy of the database alone does not give away the signing key.
// Sealed as "v2.iv.tag.data"; the older "iv.tag.data" used a key derived from the JWT secret and
// is still read (and sealed again with the new key on the next read; ADR 085).
const SEALED_V2 = 'v2.';
const keyOf = (secret: string) => createHash('sha256').update(`sri-p12:${secret}`).digest();

function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(invoicingSettings().certKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED_V2 + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

function open(secret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** The stored password in clear; `legacy` when it was sealed with the JWT secret's key. */
export function decryptPassword(sealed: string): { password: string; legacy: boolean } {
  if (sealed.startsWith(SEALED_V2))
    return {
      password: open(invoicingSettings().certKey, sealed.slice(SEALED_V2.length)),
      legacy: false,
    };
  if (!settings?.legacySecret) throw new Error('A certificate password sealed with the JWT secret');
  return { password: open(settings.legacySecret, sealed), legacy: true };
}

/** The .p12 and password that sign the next document: the uploaded one, else the configured one. */
export async function issuerSigningKey(db: Db): Promise<{ p12: Buffer; password: string }> {
  const row = await selectIssuerSettings(db);
  if (row?.p12 && row.p12Password !== null && settings) {
    const { password, legacy } = decryptPassword(row.p12Password);
    // Migrated on read: sealed again with SRI_CERT_KEY, the JWT secret's key no longer needed.
    if (legacy) await updateP12Password(db, row.p12Password, encrypt(password));
    return { p12: row.p12, password };
  }
  const sri = invoicingSettings();
  return { p12: loadIssuerP12(sri), password: sri.p12Password };
}

type ForgeCert = forge.pki.Certificate;

/** Opens a .p12 with its password: the signing certificate (the one holding the key). */
function openP12(p12: Buffer, password: string): ForgeCert {
  const forge = loadForge();
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  } catch {
    throw AppError.field('certificate', ISSUER_MESSAGES.certificateFile);
  }
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (err) {
    const wrongPassword = err instanceof Error && /password|MAC/i.test(err.message);
    throw wrongPassword
      ? AppError.field('password', ISSUER_MESSAGES.certificatePassword)
      : AppError.field('certificate', ISSUER_MESSAGES.certificateFile);
  }
  const bagsOf = (type: string) => store.getBags({ bagType: type })[type] ?? [];
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids as Record<string, string>;
  const keys = [...bagsOf(pkcs8ShroudedKeyBag!), ...bagsOf(keyBag!)];
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw AppError.field('certificate', ISSUER_MESSAGES.certificateMissingKey);
  const certs = bagsOf(certBag!)
    .map((bag) => bag.cert)
    .filter((cert): cert is ForgeCert => Boolean(cert));
  // Real .p12 files carry the CA chain too: the signing certificate is the one matching the key.
  const signing = certs.find(
    (cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n) ?? false,
  );
  if (!signing) throw AppError.field('certificate', ISSUER_MESSAGES.certificateMissingKey);
  return signing;
}

const commonName = (attrs: forge.pki.CertificateField[]) =>
  String(attrs.find((a) => a.shortName === 'CN')?.value ?? attrs[0]?.value ?? '');

function certificateInfo(cert: ForgeCert, source: CertificateInfo['source']): CertificateInfo {
  return {
    subject: commonName(cert.subject.attributes),
    issuer: commonName(cert.issuer.attributes),
    valid_from: cert.validity.notBefore.toISOString(),
    valid_to: cert.validity.notAfter.toISOString(),
    source,
  };
}

function certificateOf(row: IssuerSettingsRow | null): CertificateInfo | null {
  const sri = invoicingSettings();
  try {
    if (row?.p12 && row.p12Password !== null && settings)
      return certificateInfo(
        openP12(row.p12, decryptPassword(row.p12Password).password),
        'uploaded',
      );
    const source = sri.p12IsTestCertificate ? 'test' : 'configured';
    return certificateInfo(openP12(loadIssuerP12(sri), sri.p12Password), source);
  } catch {
    return null; // a missing or unreadable configured file: shown as "no certificate"
  }
}

const toBody = (issuer: IssuerData, ambiente: Ambiente): IssuerSettingsBody => ({
  ruc: issuer.ruc,
  razon_social: issuer.razonSocial,
  nombre_comercial: issuer.nombreComercial,
  dir_matriz: issuer.dirMatriz,
  dir_establecimiento: issuer.dirEstablecimiento,
  estab: issuer.estab,
  pto_emi: issuer.ptoEmi,
  obligado_contabilidad: issuer.obligadoContabilidad,
  regimen: (issuer.regimen as IssuerSettingsBody['regimen']) ?? null,
  ambiente,
});

/** What the back office shows: the issuer in force, how the SRI is reached, the certificate. */
export async function getIssuerSettings(db: Db | Tx): Promise<IssuerSettingsResponse> {
  const sri = invoicingSettings();
  const row = await selectIssuerSettings(db);
  const { issuer, ambiente } = issuerOf(row);
  return {
    ...toBody(issuer, ambiente),
    sri_mode: sri.mode,
    consumidor_final_limit: centsToMoney(sri.consumidorFinalLimitCents),
    certificate: certificateOf(row),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the issuer's data for the next documents; answers the data before and after. */
export async function saveIssuerSettings(tx: Db | Tx, body: IssuerSettingsBody) {
  const current = await currentIssuer(tx);
  const before = toBody(current.issuer, current.ambiente);
  await upsertIssuerSettings(tx, {
    issuer: {
      ruc: body.ruc,
      razonSocial: body.razon_social,
      nombreComercial: body.nombre_comercial,
      dirMatriz: body.dir_matriz,
      dirEstablecimiento: body.dir_establecimiento,
      estab: body.estab,
      ptoEmi: body.pto_emi,
      obligadoContabilidad: body.obligado_contabilidad,
      regimen: body.regimen,
    },
    ambiente: body.ambiente,
  });
  return { before, after: body };
}

/**
 * Replaces the signing certificate: it must open with the password, hold its private key and be
 * in force. The issuer's data is kept (copied from the configuration on the first save).
 */
export async function saveCertificate(tx: Db | Tx, p12: Buffer, password: string) {
  const cert = openP12(p12, password);
  if (cert.validity.notAfter.getTime() < Date.now())
    throw AppError.field('certificate', ISSUER_MESSAGES.certificateExpired);
  const { issuer, ambiente } = await currentIssuer(tx);
  await upsertIssuerSettings(tx, {
    issuer,
    ambiente,
    p12,
    p12Password: encrypt(password),
  });
  return certificateInfo(cert, 'uploaded');
}
