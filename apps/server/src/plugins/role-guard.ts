import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@shop/contract';
import { AppError } from '../lib/app-error.js';
import type { StaffMember } from '../lib/staff-member.js';
import { findStaffMember } from '../modules/auth/staff.service.js';
import { AUTH_GUARDS } from './auth-guard.js';

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

/** The role guard next to requireUser; the body of a refusal says nothing about the resource. */
export const roleGuardPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorate('requireRole', (...roles: StaffRole[]) => {
      const guard = async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        await app.requireUser(request, reply);
        const staff = await findStaffMember(app.db, request.userId);
        if (!staff) throw AppError.detail('permission_denied', PERMISSION_DENIED);
        if (staff.role !== 'administrador' && !roles.includes(staff.role))
          throw AppError.detail('permission_denied', PERMISSION_DENIED);
        request.staff = staff;
      };
      AUTH_GUARDS.add(guard);
      return guard;
    });
  },
  { dependencies: [] },
);
