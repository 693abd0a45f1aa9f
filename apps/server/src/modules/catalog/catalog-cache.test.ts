import { describe, expect, it } from 'vitest';
import { catchingUp } from './catalog-cache.js';
import { ResponseCache } from './response-cache.js';

function setUp(needsSync: boolean) {
  const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
  cache.setActive(true);
  const calls: string[] = [];
  const feed = {
    needsSync,
    sync: async () => {
      calls.push('sync');
    },
  };
  const load = async () => {
    calls.push('load');
    return '{"ok":true}';
  };
  return { catalog: catchingUp(cache, feed), calls, load };
}

describe('catchingUp', () => {
  it('catches up with earlier changes before every read on a PostgreSQL server', async () => {
    const { catalog, calls, load } = setUp(true);
    expect((await catalog.get('product:1', load)).body.toString()).toBe('{"ok":true}');
    await catalog.get('product:1', load);
    expect(calls).toEqual(['sync', 'load', 'sync']);
  });

  it('skips the round trip for answers that may lag (typed suggestions)', async () => {
    const { catalog, calls, load } = setUp(true);
    await catalog.get('suggest:amol', load, { readYourWrites: false });
    await catalog.get('suggest:amol', load, { readYourWrites: false });
    expect(calls).toEqual(['load']);
  });

  it('never syncs where notifications arrive in order with the answers (PGlite)', async () => {
    const { catalog, calls, load } = setUp(false);
    await catalog.get('product:1', load);
    expect(calls).toEqual(['load']);
  });
});
