import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

const active = (opts: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) => {
  const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, ...opts });
  cache.setActive(true);
  return cache;
};

describe('ResponseCache', () => {
  it('answers a key from memory until it is invalidated', async () => {
    const cache = active();
    let loads = 0;
    const load = async () => `{"n":${++loads}}`;
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":1}');
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":1}');
    cache.invalidate();
    expect((await cache.get('k', load)).body.toString()).toBe('{"n":2}');
  });

  it('gives equal answers equal ETags and different ones different', async () => {
    const cache = active();
    const a = await cache.get('a', async () => '[1]');
    const b = await cache.get('b', async () => '[1]');
    const c = await cache.get('c', async () => '[2]');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('loads every time while inactive (no change notifications)', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 });
    let loads = 0;
    await cache.get('k', async () => String(++loads));
    await cache.get('k', async () => String(++loads));
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = active();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return 'x';
    };
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = active();
    await expect(cache.get('k', async () => Promise.reject(new Error('404')))).rejects.toThrow(
      '404',
    );
    expect((await cache.get('k', async () => 'found')).body.toString()).toBe('found');
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const cache = active();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe('old');
    expect((await cache.get('k', async () => 'new')).body.toString()).toBe('new');
  });

  it('expires entries after the TTL and drops the least recently used', async () => {
    let now = 0;
    const cache = active({ maxEntries: 2, ttlMs: 100, now: () => now });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.get('b', async () => 'b2')).body.toString()).toBe('b2');
    now = 1000;
    expect((await cache.get('c', async () => 'c2')).body.toString()).toBe('c2');
  });

  it('keeps at most maxBytes of answers, dropping the least recently used', async () => {
    const cache = active({ maxBytes: 40 });
    await cache.get('a', async () => '0123456789');
    await cache.get('b', async () => '0123456789');
    await cache.get('c', async () => '0123456789');
    await cache.get('a', async () => 'reloaded');
    await cache.get('d', async () => '0123456789');
    await cache.get('e', async () => '0123456789');
    expect(cache.byteSize).toBeLessThanOrEqual(40);
    let loads = 0;
    await cache.get('a', async () => String(++loads));
    expect(loads).toBe(0);
    await cache.get('b', async () => String(++loads));
    expect(loads).toBe(1);
  });

  it('serves but does not keep an answer over a quarter of maxBytes', async () => {
    const cache = active({ maxBytes: 40 });
    let loads = 0;
    const big = async () => `${++loads}`.padEnd(11, 'x');
    await cache.get('big', big);
    await cache.get('big', big);
    expect(loads).toBe(2);
    expect(cache.byteSize).toBe(0);
  });
});
