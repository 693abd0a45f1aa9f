import { ADMIN_REVIEW_ERRORS, type AdminReviewsQuery } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { getReviewState, listReviewsForStaff, setReviewHidden } from './reviews.service.js';
import { recordAudit } from '../audit/audit.service.js';

export function listAdminReviews(db: Db, query: AdminReviewsQuery) {
  return listReviewsForStaff(db, query);
}

/** Hides or shows a review, with its audit entry (before/after) in one transaction. */
export async function hideAdminReview(
  db: Db,
  staff: StaffMember,
  reviewId: number,
  hidden: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await getReviewState(tx, reviewId);
    if (!before) throw AppError.of('not_found', ADMIN_REVIEW_ERRORS.notFound);
    await setReviewHidden(tx, reviewId, hidden);
    await recordAudit(tx, staff, {
      action: 'review.hide',
      entity: 'review',
      entityId: reviewId,
      before: { hidden: before.hidden, product_id: before.productId },
      after: { hidden, product_id: before.productId },
    });
    return { id: reviewId, hidden };
  });
}
