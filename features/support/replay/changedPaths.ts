/** Deep enough to name the cache entry or the field (`api.queries.getPage(...).status`). */
export const CHANGED_PATH_DEPTH = 4;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function walk(before: unknown, after: unknown, path: string, depth: number, out: string[]): void {
  if (Object.is(before, after)) return;
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects =
    isContainer(before) && isContainer(after) && !Array.isArray(before) && !Array.isArray(after);
  if (depth >= CHANGED_PATH_DEPTH || !(bothArrays || bothObjects)) {
    out.push(path || '(whole state)');
    return;
  }
  if (bothArrays) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i += 1) walk(before[i], after[i], join(path, i), depth + 1, out);
    return;
  }
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    // An added or removed key is one change, whatever it holds.
    if (inA !== inB) out.push(join(path, key));
    else walk(a[key], b[key], join(path, key), depth + 1, out);
  }
}

/**
 * The state paths an action changed, e.g. `ui.dialog`, `api.queries.getPage(...)`. Reducers
 * keep unchanged subtrees by reference, so the walk only enters what changed; values equal by
 * content but rebuilt still count as changed (the reducer did rebuild them).
 */
export function changedPaths(before: unknown, after: unknown): string[] {
  const out: string[] = [];
  walk(before, after, '', 0, out);
  return out;
}
