import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A loopback port nobody listens on now (tests and benchmarks start servers side by side). */
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

const root = path.join(__dirname, '..');

export interface RunningServer {
  child: ChildProcess;
  /** stdout and stderr as they came. */
  output(): string;
  /** stderr alone (a failed start's one line). */
  errors(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash: nothing is closed), then the signal. */
  kill(): Promise<NodeJS.Signals | null>;
  /** Resolves when the process has ended, with its code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts server/main.ts in a child process, without waiting for it. */
export function launchServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
    err += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    // 'close': the process ended and its output was read to the end.
    child.once('close', (code) => resolve(code));
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!ended()) child.kill('SIGTERM');
    return exited;
  };
  const kill = async () => {
    if (!ended()) child.kill('SIGKILL');
    await exited;
    return child.signalCode;
  };
  return { child, output: () => out, errors: () => err, stop, kill, exited };
}

/**
 * Starts server/main.ts in a child process and waits for /healthz (tests and bench). Fails at
 * once when the process exits before answering (its output in the error).
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const server = launchServer(env);
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/healthz`);
      if (res.ok && !gone) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (gone) {
    throw new Error(
      `server exited (code ${server.child.exitCode}) before answering:\n${server.output()}`,
    );
  }
  await server.kill();
  throw new Error(`server did not start:\n${server.output()}`);
}
