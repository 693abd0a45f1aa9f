import type { Db } from '../client.js';

/** Seeds the shipping options and demo coupons of DESIGN.md when there are none. Filled by the checkout work. */
export async function seedCheckoutData(_db: Db): Promise<void> {}
