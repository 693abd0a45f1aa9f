import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { categories } from '../../db/schema/catalog.js';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category, in display order. */
export async function selectCategories(db: Db | Tx): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function categoryExists(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows.length > 0;
}

/** Subquery: the category and all its descendants (UNION stops on a cycle in bad data). */
export function subtreeIds(categoryId: number | SQL): SQL {
  return sql`(WITH RECURSIVE tree(id) AS (
      SELECT ${categoryId}::int
      UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    ) SELECT id FROM tree)`;
}

/** Subquery: the whole family of a category, that is the subtree of its root category. */
export function familyIds(categoryId: number | SQL): SQL {
  const root = sql`(WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM categories WHERE id = ${categoryId}
      UNION SELECT c.id, c.parent_id FROM categories c JOIN up u ON c.id = u.parent_id
    ) SELECT id FROM up WHERE parent_id IS NULL LIMIT 1)`;
  return subtreeIds(root);
}
