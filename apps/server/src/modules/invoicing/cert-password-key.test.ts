import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { invoicingSettings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { loadIssuerP12 } from './certificate.js';
import {
  configureInvoicing,
  issuerSigningKey,
  saveCertificate,
} from './issuer-settings.service.js';

// The uploaded certificate's password is sealed with SRI_CERT_KEY (or a key generated once in
// DATA_DIR), never with the JWT secret: rotating that must not lock the certificate (ADR 085).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JWT = 'test-secret-test-secret-test-secret-1234';
const storedPassword = async () =>
  (await t.app.db.select().from(invoicingSettings))[0]!.p12Password;

/** The sealing before ADR 085: a key derived from the JWT secret, "iv.tag.data". */
function sealedWithJwt(plain: string) {
  const iv = randomBytes(12);
  const key = createHash('sha256').update(`sri-p12:${JWT}`).digest();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

describe("the certificate password's key", () => {
  it('comes from SRI_CERT_KEY, else from a random key kept in DATA_DIR, never the JWT secret', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-key-'));
    const env = { DATA_DIR: dataDir, JWT_SECRET: JWT };
    const generated = loadConfig(env).sri.certKey;
    expect(generated).not.toBe(JWT);
    expect(readFileSync(path.join(dataDir, 'sri-cert-key'), 'utf8').trim()).toBe(generated);
    expect(loadConfig(env).sri.certKey).toBe(generated);
    const own = 'una-clave-propia-de-al-menos-32-caracteres';
    expect(loadConfig({ ...env, SRI_CERT_KEY: own }).sri.certKey).toBe(own);
    expect(() => loadConfig({ ...env, SRI_CERT_KEY: 'corta' })).toThrow(/SRI_CERT_KEY/);
  });

  it('still opens the certificate after the JWT secret changes', async () => {
    const sri = t.config.sri;
    await saveCertificate(t.app.db, loadIssuerP12(sri), sri.p12Password);
    expect(await storedPassword()).toMatch(/^v2\./);
    configureInvoicing(sri, 'another-jwt-secret-another-jwt-secret-00');
    try {
      expect((await issuerSigningKey(t.app.db)).password).toBe(sri.p12Password);
    } finally {
      configureInvoicing(sri, JWT);
    }
  });

  it('reads a password sealed with the JWT secret and seals it again with the new key', async () => {
    const sri = t.config.sri;
    await t.app.db.update(invoicingSettings).set({ p12Password: sealedWithJwt(sri.p12Password) });
    expect((await issuerSigningKey(t.app.db)).password).toBe(sri.p12Password);
    expect(await storedPassword()).toMatch(/^v2\./);
    configureInvoicing(sri, null);
    try {
      expect((await issuerSigningKey(t.app.db)).password).toBe(sri.p12Password);
    } finally {
      configureInvoicing(sri, JWT);
    }
  });
});
