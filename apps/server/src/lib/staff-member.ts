import type { StaffRole } from '@shop/contract';

/** The staff member a back-office request acts as (set by app.requireRole), or the audit's actor. */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}
