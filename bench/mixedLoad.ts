/**
 * The browsing side of the mixed benchmark: one autocannon instance per call kind, all at once,
 * each with its share of the connections (closed loop: a connection sends its next request when
 * the last one answered). Every request is accounted for, whatever its status: answered (its
 * latency, any status), abandoned (timed out after `timeoutSeconds`, or its connection failed:
 * latency = how long it had waited), or still waiting when the run ended (its wait so far).
 *
 * The run ends by draining, not cutting: at `seconds` no connection sends another request, and
 * the ones in flight are waited for (at most the timeout), so a request stalled behind the server
 * shows up with its real latency or as a timeout instead of being dropped.
 */
import autocannon, { type Client } from 'autocannon';

export interface CallKind {
  name: string;
  paths: string[];
  connections: number;
  headers?: Record<string, string>;
  /** Per-request cookies (cycled), e.g. several visitors' sessions. */
  cookies?: string[];
}

export interface KindResult {
  name: string;
  example: string;
  connections: number;
  /** Requests sent: answered + abandoned + unfinished. */
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Answered with a status other than 2xx. */
  non2xx: number;
  timeouts: number;
  /** Connection errors and requests lost with their connection (not timeouts). */
  errors: number;
  /** Still waiting when the run gave up draining. */
  unfinished: number;
  /** Answers that took longer than 500 ms. */
  over500: number;
}

interface Tally {
  latencies: number[];
  statuses: Record<string, number>;
  timeouts: number;
  lost: number;
  unfinished: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const round = (ms: number) => (ms >= 10 ? Math.round(ms) : Math.round(ms * 10) / 10);

function runKind(
  base: string,
  kind: CallKind,
  seconds: number,
  timeoutSeconds: number,
): Promise<KindResult> {
  const tally: Tally = { latencies: [], statuses: {}, timeouts: 0, lost: 0, unfinished: 0 };
  const clients: { client: Client; since: () => number | null }[] = [];
  let next = 0;
  let cookie = 0;
  let measuring = true;
  const started = performance.now();
  let ended = started;

  const setupClient = (client: Client) => {
    let since: number | null = null;
    const abandon = () => {
      if (since === null) return;
      tally.latencies.push(performance.now() - since);
      tally.lost++;
      since = null;
    };
    client.on('request', () => {
      // A request written while the last one never answered: that one was abandoned (timeout,
      // connection error or the server closing the connection).
      abandon();
      since = performance.now();
    });
    client.on('response', (status, _bytes, duration) => {
      since = null;
      tally.latencies.push(duration);
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    });
    client.on('timeout', () => {
      tally.timeouts++;
      // While draining, the client ends instead of writing a new request: count it here.
      if (client.destroyed) abandon();
    });
    clients.push({ client, since: () => since });
    // Started after the end of the run (reconnect): end at once.
    if (!measuring) client.responseMax = 1;
  };

  const finished = autocannon({
    url: base,
    connections: kind.connections,
    // Safety net only: the run is ended by the drain below.
    duration: seconds + timeoutSeconds + 5,
    timeout: timeoutSeconds,
    headers: kind.headers ?? {},
    setupClient,
    requests: [
      {
        setupRequest: (request) => {
          const path = kind.paths[next++ % kind.paths.length];
          if (!kind.cookies?.length) return { ...request, path };
          const visitor = kind.cookies[cookie++ % kind.cookies.length]!;
          const headers = { ...request.headers };
          headers.cookie = headers.cookie ? `${headers.cookie}; ${visitor}` : visitor;
          return { ...request, path, headers };
        },
      },
    ],
  });
  const drain = setTimeout(() => {
    measuring = false;
    ended = performance.now();
    for (const { client } of clients) client.responseMax = Math.max(1, client.reqsMade);
  }, seconds * 1000);

  return finished.then(() => {
    clearTimeout(drain);
    if (measuring) ended = performance.now();
    const now = performance.now();
    for (const { since } of clients) {
      const at = since();
      if (at === null) continue;
      tally.latencies.push(now - at);
      tally.unfinished++;
    }
    const sorted = Float64Array.from(tally.latencies).sort();
    const answered = Object.values(tally.statuses).reduce((a, b) => a + b, 0);
    const non2xx = Object.entries(tally.statuses)
      .filter(([code]) => !code.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      name: kind.name,
      example: kind.paths[0] ?? '',
      connections: kind.connections,
      requests: sorted.length,
      perSecond: answered / Math.max((ended - started) / 1000, 0.001),
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted.length ? sorted[sorted.length - 1]! : 0),
      statuses: tally.statuses,
      non2xx,
      timeouts: tally.timeouts,
      errors: tally.lost - tally.timeouts,
      unfinished: tally.unfinished,
      over500: tally.latencies.filter((ms) => ms > 500).length,
    };
  });
}

/** Runs every kind at once for `seconds` (then drains); one result per kind. */
export function runBrowsing(
  base: string,
  kinds: CallKind[],
  options: { seconds: number; timeoutSeconds: number },
): Promise<KindResult[]> {
  return Promise.all(
    kinds
      .filter((k) => k.paths.length > 0 && k.connections > 0)
      .map((k) => runKind(base, k, options.seconds, options.timeoutSeconds)),
  );
}

/**
 * Splits `total` connections over the kinds by weight (at least one each), largest remainders
 * first, so `--connections 50` gives exactly 50.
 */
export function splitConnections<T extends { weight: number }>(
  kinds: T[],
  total: number,
): (T & { connections: number })[] {
  const sum = kinds.reduce((s, k) => s + k.weight, 0);
  const exact = kinds.map((k) => Math.max(1, (k.weight / sum) * total));
  const given = exact.map(Math.floor);
  let left = total - given.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    given[i]!++;
    left--;
  }
  return kinds.map((k, i) => ({ ...k, connections: given[i]! }));
}
