import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES, type StaffRole } from '@shop/contract';
import { users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { AUTH_GUARDS } from './auth-guard.js';

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for staff routes (before the body is even parsed, so a refused caller
     * learns nothing from validation): runs requireUser (401 for anonymous callers), then
     * answers 403 unless the user is active staff with one of `roles` (administrador always passes).
     */
    requireRole: (
      ...roles: StaffRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffMember | null;
  }
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

const isStaffRole = (role: string | null): role is StaffRole =>
  role !== null && (STAFF_ROLES as readonly string[]).includes(role);

/** The role guard next to requireUser; the body of a refusal says nothing about the resource. */
export const roleGuardPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorate('requireRole', (...roles: StaffRole[]) => {
      const guard = async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        await app.requireUser(request, reply);
        const [user] = await app.db
          .select({ id: users.id, email: users.email, role: users.role, isStaff: users.isStaff })
          .from(users)
          .where(eq(users.id, request.userId));
        const role = user?.role ?? null;
        if (!user || !user.isStaff || !isStaffRole(role))
          throw AppError.detail('permission_denied', PERMISSION_DENIED);
        if (role !== 'administrador' && !roles.includes(role))
          throw AppError.detail('permission_denied', PERMISSION_DENIED);
        request.staff = { id: user.id, email: user.email, role };
      };
      AUTH_GUARDS.add(guard);
      return guard;
    });
  },
  { dependencies: [] },
);
