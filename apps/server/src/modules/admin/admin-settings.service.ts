import type { CertificateUploadBody, IssuerSettingsBody } from '@shop/contract';
import type { Db } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import {
  getIssuerSettings,
  saveCertificate,
  saveIssuerSettings,
} from '../invoicing/issuer-settings.service.js';
import { recordAudit } from '../audit/audit.service.js';

/** The issuer's data for the next SRI documents, audited with its before and after. */
export async function updateInvoicingSettings(
  db: Db,
  staff: StaffMember,
  body: IssuerSettingsBody,
) {
  return db.transaction(async (tx) => {
    const { before, after } = await saveIssuerSettings(tx, body);
    await recordAudit(tx, staff, {
      action: 'settings.invoicing',
      entity: 'settings',
      entityId: 'invoicing',
      before,
      after,
    });
    return getIssuerSettings(tx);
  });
}

/** A new signing certificate; the audit keeps who replaced it and its holder, never the file. */
export async function replaceSigningCertificate(
  db: Db,
  staff: StaffMember,
  body: CertificateUploadBody,
) {
  return db.transaction(async (tx) => {
    const before = (await getIssuerSettings(tx)).certificate;
    const certificate = await saveCertificate(
      tx,
      Buffer.from(body.certificate, 'base64'),
      body.password,
    );
    await recordAudit(tx, staff, {
      action: 'settings.certificate',
      entity: 'settings',
      entityId: 'invoicing',
      before,
      after: certificate,
    });
    return { certificate };
  });
}
