import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** The serialized JSON answer, as the bytes sent (no encoding per request). */
  body: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer {
  expires: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  /** An upper bound on staleness should a change notification ever be missed. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Serialized answers by key, least recently used dropped first. It only serves while `active`
 * (while change notifications arrive); `invalidate()` drops everything, and a load that started
 * before an invalidation is answered but not kept. Concurrent misses of one key share one load.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;
  private active = false;

  constructor(private readonly opts: ResponseCacheOptions) {}

  setActive(active: boolean): void {
    this.active = active;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    if (!this.active) return toAnswer(await load());
    const now = (this.opts.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((body) => {
        const answer = toAnswer(body);
        if (generation === this.generation)
          this.store(key, { ...answer, expires: now + this.opts.ttlMs });
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function toAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
