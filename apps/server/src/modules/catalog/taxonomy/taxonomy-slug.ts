import type { Db, Tx } from '../../../db/client.js';
import { slugify } from '../../../lib/slugify.js';
import { selectSlugsLike } from './taxonomy-admin.repository.js';

/** A free slug for `name` in `table`: the seed's slugify, then -2, -3... when taken. */
export async function freeSlug(
  tx: Db | Tx,
  table: 'categories' | 'brands',
  name: string,
  exceptId: number | null,
): Promise<string> {
  const base = slugify(name) || (table === 'categories' ? 'categoria' : 'marca');
  const taken = new Set(await selectSlugsLike(tx, table, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
