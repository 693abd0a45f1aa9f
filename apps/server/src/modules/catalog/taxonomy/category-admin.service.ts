import { type AdminCategory, TAXONOMY_ERRORS } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import {
  countCategoryUse,
  deleteCategory as deleteCategoryRow,
  insertCategory,
  isInSubtree,
  lockCategories,
  selectAdminCategories,
  selectCategory,
  updateCategory,
} from './taxonomy-admin.repository.js';
import { freeSlug } from './taxonomy-slug.js';
import { recordAudit } from '../../audit/audit.service.js';

/**
 * The back office's categories (issue 11): each change runs in one transaction with its audit
 * entry (who, what, before, after); the tables' triggers (migration 0002) NOTIFY
 * `catalog_changed`, so every process empties its cached category lists once it commits.
 */

type CategoryListRow = Awaited<ReturnType<typeof selectAdminCategories>>[number];

/** The tree in display order (parents before children, siblings by position then name). */
function treeOrder(rows: CategoryListRow[]): AdminCategory[] {
  const children = new Map<number | null, CategoryListRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const out: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: row.parentId,
        position: row.position,
        depth,
        product_count: row.productCount,
        children_count: row.childrenCount,
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function listCategories(db: Db | Tx) {
  const results = treeOrder(await selectAdminCategories(db));
  return { count: results.length, results };
}

async function categoryDto(db: Db, id: number): Promise<AdminCategory> {
  const { results } = await listCategories(db);
  return results.find((c) => c.id === id)!;
}

/** What the audit log keeps of a category. */
const categoryState = (row: {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  position: number;
}) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  parent: row.parentId,
  position: row.position,
});

async function requireParent(tx: Db | Tx, parent: number | null) {
  if (parent !== null && !(await selectCategory(tx, parent)))
    throw AppError.field('parent', TAXONOMY_ERRORS.parentNotFound);
}

/** The category as stored, locked against other category changes; 404 when it does not exist. */
async function lockedCategory(tx: Db | Tx, id: number) {
  await lockCategories(tx);
  const current = await selectCategory(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.categoryNotFound);
  return current;
}

export async function addCategory(
  db: Db,
  staff: StaffMember,
  body: { name: string; parent: number | null; position: number },
) {
  const created = await db.transaction(async (tx) => {
    await lockCategories(tx);
    await requireParent(tx, body.parent);
    const row = await insertCategory(tx, {
      name: body.name,
      slug: await freeSlug(tx, 'categories', body.name, null),
      parentId: body.parent,
      position: body.position,
    });
    const after = categoryState(row);
    await recordAudit(tx, staff, {
      action: 'category.create',
      entity: 'category',
      entityId: after.id,
      after,
    });
    return after;
  });
  return categoryDto(db, created.id);
}

/** Changes a category; a new parent may not be the category itself or one of its descendants. */
export async function editCategory(
  db: Db,
  staff: StaffMember,
  id: number,
  body: { name?: string; parent?: number | null; position?: number },
) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    if (body.parent !== undefined && body.parent !== null) {
      await requireParent(tx, body.parent);
      if (await isInSubtree(tx, id, body.parent))
        throw AppError.field('parent', TAXONOMY_ERRORS.categoryCycle);
    }
    const values: Parameters<typeof updateCategory>[2] = {};
    if (body.name !== undefined && body.name !== current.name) {
      values.name = body.name;
      values.slug = await freeSlug(tx, 'categories', body.name, id);
    }
    if (body.parent !== undefined) values.parentId = body.parent;
    if (body.position !== undefined) values.position = body.position;
    const row = Object.keys(values).length > 0 ? await updateCategory(tx, id, values) : current;
    await recordAudit(tx, staff, {
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: categoryState(current),
      after: categoryState(row),
    });
  });
  return categoryDto(db, id);
}

/** Deletes a category nobody uses: 409 while products or subcategories are in it. */
export async function deleteCategory(db: Db, staff: StaffMember, id: number) {
  await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    const use = await countCategoryUse(tx, id);
    if (use.products > 0 || use.children > 0)
      throw AppError.of('in_use', TAXONOMY_ERRORS.categoryInUse(use.products, use.children));
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, staff, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: categoryState(current),
    });
  });
}
