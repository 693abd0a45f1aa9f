import { STAFF_ROLES, type StaffRole } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { getUserById } from './users.repository.js';

const isStaffRole = (role: string | null): role is StaffRole =>
  role !== null && (STAFF_ROLES as readonly string[]).includes(role);

/** The staff member this user is (app.requireRole), or null for customers and unknown ids. */
export async function findStaffMember(db: Db | Tx, userId: number): Promise<StaffMember | null> {
  const user = await getUserById(db, userId);
  if (!user || !user.isStaff || !isStaffRole(user.role)) return null;
  return { id: user.id, email: user.email, role: user.role };
}
