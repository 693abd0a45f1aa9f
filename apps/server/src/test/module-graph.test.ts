import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkModuleGraph } from '../../scripts/module-graph.js';

// The module graph check of `npm run lint` (ADR 055) on the real tree, then with one planted
// violation each: it must name it.
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

describe('module graph', () => {
  it('holds today: no cycle, nothing up the layers, no import of internals', () => {
    expect(checkModuleGraph(modulesDir)).toEqual([]);
  });

  it('names a cycle (orders importing the order page again)', () => {
    const problems = checkModuleGraph(modulesDir, {
      'orders/planted.ts':
        "import { getOrderDetail } from '../order-story/order-detail.service.js';",
    });
    // orders -> order-story -> (checkout, invoicing) -> orders: one ring of four.
    expect(problems).toContain(
      'cycle among modules: checkout <-> invoicing <-> order-story <-> orders',
    );
  });

  it('names an import back up the layers (checkout -> admin)', () => {
    const problems = checkModuleGraph(modulesDir, {
      'checkout/planted.ts': "import { getSummary } from '../admin/admin-summary.service.js';",
    });
    expect(problems).toContain(
      'checkout/planted.ts imports admin/admin-summary.service.ts: admin is not on a lower layer than checkout',
    );
  });

  it("names an import of another module's internals (a repository, auth/passwords.ts)", () => {
    const problems = checkModuleGraph(modulesDir, {
      'admin/planted.ts': [
        "import { hashPassword } from '../auth/passwords.js';",
        "import type { OrderRow } from '../orders/orders.repository.js';",
      ].join('\n'),
    });
    expect(problems).toEqual([
      'admin/planted.ts imports auth/passwords.ts, an internal file of auth (use its service)',
      'admin/planted.ts imports orders/orders.repository.ts, an internal file of orders (use its service)',
    ]);
  });

  it('names a module folder that is on no layer', () => {
    const problems = checkModuleGraph(path.join(modulesDir, 'catalog'));
    expect(problems.some((p) => p.startsWith('module products has no layer'))).toBe(true);
  });
});
