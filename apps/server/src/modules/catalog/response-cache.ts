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
  /** Bound on the bytes kept (bodies); an answer over a quarter of it is served, not kept. */
  maxBytes?: number;
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
  private bytes = 0;

  constructor(private readonly opts: ResponseCacheOptions) {}

  setActive(active: boolean): void {
    this.active = active;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the answers kept. */
  get byteSize(): number {
    return this.bytes;
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
    if (hit) this.remove(key);
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
    const maxBytes = this.opts.maxBytes ?? Infinity;
    if (entry.body.length > maxBytes / 4) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.opts.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

function toAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
