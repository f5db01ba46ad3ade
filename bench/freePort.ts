import { freePort, spawnServer, type RunningServer } from '../tools/spawnServer';

export { freePort };

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
