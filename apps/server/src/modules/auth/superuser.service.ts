import { EmailSchema } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { hashPassword } from './passwords.js';
import { validatePassword } from './password-validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { insertSuperuser, lockUserByEmail, updateUserToSuperuser } from './superuser.repository.js';

export interface SuperuserInput {
  email: string;
  password: string;
}

/** A bad e-mail or password for createsuperuser: the messages say what to fix. */
export class SuperuserInputError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
    this.name = 'SuperuserInputError';
  }
}

/**
 * Django's createsuperuser: creates an active administrator, or promotes (and gives this
 * password to) the account that already has the e-mail. Recorded in the audit log.
 */
export async function createSuperuser(
  db: Db,
  input: SuperuserInput,
): Promise<{ id: number; email: string; created: boolean }> {
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) throw new SuperuserInputError(['Correo electrónico no válido.']);
  const email = parsed.data;
  const problems = validatePassword(input.password, { email, firstName: '', lastName: '' });
  if (problems.length > 0) throw new SuperuserInputError(problems);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await lockUserByEmail(tx, email);
    const values = { passwordHash, isActive: true, isStaff: true, role: 'administrador' };
    const row = existing
      ? await updateUserToSuperuser(tx, existing.id, values)
      : await insertSuperuser(tx, { ...values, email, firstName: 'Administrador', lastName: '' });
    await recordAudit(
      tx,
      { id: null, email: 'createsuperuser' },
      {
        action: existing ? 'staff.promote' : 'staff.create',
        entity: 'user',
        entityId: row!.id,
        before: existing
          ? { email: existing.email, role: existing.role, is_active: existing.isActive }
          : null,
        after: { email: row!.email, role: row!.role, is_active: true },
      },
    );
    return { id: row!.id, email: row!.email, created: !existing };
  });
}
