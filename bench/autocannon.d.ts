/** The part of autocannon 8's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  /** One connection (lib/httpClient.js); the mixed bench listens to it and drains it. */
  export interface Client {
    on(event: 'request', listener: () => void): this;
    on(
      event: 'response',
      listener: (statusCode: number, bytes: number, durationMs: number) => void,
    ): this;
    on(event: 'timeout' | 'done', listener: () => void): this;
    on(event: 'connError', listener: (error: Error) => void): this;
    /** Requests written so far. */
    reqsMade: number;
    /** When set, the client ends (destroys itself) instead of sending request reqsMade + 1. */
    responseMax?: number;
    destroyed: boolean;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
    setupClient?: (client: Client) => void;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
