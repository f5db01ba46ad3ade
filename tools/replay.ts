/**
 * npm run replay -- vitrine-actions-….json [--final-only]
 *
 * Replays a support action log through the real root reducer and prints each step (index,
 * time, action type, the state paths it changed) and the final state. With --final-only, only
 * the final state, as JSON. A file that cannot be read or replayed: the reason on stderr,
 * exit code 1. The logic lives in features/support/replay/replay.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const USAGE = 'usage: npm run replay -- <action-log.json> [--final-only]';

/**
 * Node has no web storage, and redux-persist's storage module says so with console.error when
 * store/rootReducer.ts imports it. The replay never reads or writes storage: hide that line.
 */
/**
 * The RTK Query reducer needs the endpoint definitions of every query in the log; the app
 * injects them as its domain files load. Load every api/ domain file, so a new one is never missed.
 */
async function loadEndpoints(): Promise<void> {
  const dir = path.join(__dirname, '..', 'api');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  for (const file of files) await import(path.join(dir, file));
}

async function loadReplay() {
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (String(args[0]).startsWith('redux-persist failed to create sync storage')) return;
    consoleError(...args);
  };
  try {
    await loadEndpoints();
    // The app's root reducer, bound to the replayer as the app binds it.
    await import('@store/rootReducer');
    const [replay, report] = await Promise.all([
      import('@features/support/replay/replay'),
      import('@features/support/replay/replayReport'),
    ]);
    return { ...replay, ...report };
  } finally {
    console.error = consoleError;
  }
}

async function main(args: string[]): Promise<number> {
  const finalOnly = args.includes('--final-only') || args.includes('--json');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1 || !files[0]) {
    console.error(USAGE);
    return 1;
  }
  const file = files[0];
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`replay: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const { parseActionLog, replayActionLog, formatReplay } = await loadReplay();
  try {
    const log = parseActionLog(text);
    const result = replayActionLog(log);
    const output = finalOnly
      ? JSON.stringify(result.finalState, null, 2)
      : formatReplay(log, result, file);
    process.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    console.error(`replay: ${file}: ${(error as Error).message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
