import autocannon from 'autocannon';

/** One load scenario: GET requests cycling over `paths`, on `connections` keep-alive sockets. */
export interface LoadScenario {
  paths: string[];
  connections: number;
  /** Run for this long; or `amount` requests in all (a pass over the paths, for example). */
  seconds?: number;
  amount?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Responses by status code ("200": 1234, "404": 3); socket errors and timeouts apart. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

/**
 * Closed-loop load with autocannon: each connection sends its next request when the last one
 * answered, so latency includes the wait behind other connections (PGlite runs one query at a
 * time). Latencies in ms.
 */
export async function runLoad(base: string, scenario: LoadScenario): Promise<LoadResult> {
  if (scenario.paths.length === 0) throw new Error('a load scenario needs at least one path');
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: scenario.connections,
    ...(scenario.amount ? { amount: scenario.amount } : { duration: scenario.seconds ?? 10 }),
    timeout: 30,
    headers: scenario.headers ?? {},
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: scenario.paths[next++ % scenario.paths.length],
        }),
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
