import net from 'node:net';
import { spawnServer, type RunningServer } from '../tools/spawnServer';

/** A loopback port nobody listens on now (other runs on this machine use fixed ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** spawnServer on a free port; fails if /healthz was answered by someone else's server. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ server: RunningServer; port: number }> {
  const port = await freePort();
  const server = await spawnServer({ ...env, PORT: String(port) }, timeoutMs);
  await new Promise((r) => setTimeout(r, 200));
  if (server.child.exitCode !== null) {
    throw new Error(`the benchmark server exited (port ${port} taken?):\n${server.output()}`);
  }
  return { server, port };
}
