import type { ParsedActionLog, ReplayResult } from './replay';

function time(timestamp: number | null): string {
  return timestamp === null ? '(no time)' : new Date(timestamp).toISOString();
}

/** What `npm run replay` prints: one block per step, then the final state as JSON. */
export function formatReplay(log: ParsedActionLog, result: ReplayResult, source: string): string {
  const lines = [
    `Replaying ${result.steps.length} actions from ${source}` +
      (log.committedState ? '' : ' (no committedState: starting from the initial state)'),
  ];
  if (log.skipped > 0) lines.push(`${log.skipped} actions turned off in DevTools were not applied`);
  for (const step of result.steps) {
    lines.push(`#${step.index}  ${time(step.timestamp)}  ${step.type}`);
    const paths = step.changedPaths.length > 0 ? step.changedPaths : ['(no change)'];
    for (const path of paths) lines.push(`      ${path}`);
  }
  lines.push('', 'Final state:', JSON.stringify(result.finalState, null, 2));
  return lines.join('\n');
}
