// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string> | undefined;
    body?: string | undefined;
    connections?: number;
    duration?: number;
    /** Requests per second from each connection (none: as fast as answers come). */
    connectionRate?: number | undefined;
    /** Cycled through by each connection, in order. */
    requests?: { method?: string; path: string; body?: string; headers?: Record<string, string> }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Run extends Promise<Result> {
    /** Every answer as it arrives; `ms` is its latency with sub-millisecond precision. */
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
