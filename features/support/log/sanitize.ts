import { REDACTED } from './constants';
import { isCardLikeNumber, isSensitiveEndpoint, isSensitiveKey, redactString } from './sensitive';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Deeper than any real action or state; stops a pathological value from blowing the stack. */
const MAX_DEPTH = 64;

interface Walk {
  /** Under a sensitive key: every string and number is blanked, the shape is kept. */
  secret: boolean;
  depth: number;
  /** The objects on the path from the root, to cut cycles (shared subtrees are fine). */
  ancestors: Set<object>;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function leaf(value: string | number, walk: Walk): Json {
  if (walk.secret) return REDACTED;
  if (typeof value === 'string') return redactString(value);
  if (!Number.isFinite(value)) return null;
  return isCardLikeNumber(value) ? REDACTED : value;
}

function walkObject(value: Record<string, unknown>, walk: Walk): JsonObject {
  const out: JsonObject = {};
  // RTK Query thunk args and cache substates: a login's arguments sit in originalArgs.
  const secretArgs = 'originalArgs' in value && isSensitiveEndpoint(value.endpointName);
  for (const [key, child] of Object.entries(value)) {
    const secret = walk.secret || isSensitiveKey(key) || (secretArgs && key === 'originalArgs');
    const copy = walkValue(child, { ...walk, secret, depth: walk.depth + 1 });
    if (copy !== undefined) out[redactString(key)] = copy;
  }
  return out;
}

function walkInstance(value: object, walk: Walk): Json | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) {
    return walkObject({ name: value.name, message: value.message }, walk);
  }
  if (value instanceof Map) return walkValue([...value.entries()], walk);
  if (value instanceof Set) return walkValue([...value.values()], walk);
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return walkValue(toJSON.call(value), walk);
  // Request, Response, DOM nodes, events: a name is all a support log needs of them.
  return `[${value.constructor?.name ?? 'object'}]`;
}

function walkValue(value: unknown, walk: Walk): Json | undefined {
  switch (typeof value) {
    case 'string':
    case 'number':
      return leaf(value, walk);
    case 'boolean':
      return value;
    case 'bigint':
      return leaf(value.toString(), walk);
    case 'object':
      break;
    default:
      // undefined, functions (redux-persist's register/rehydrate), symbols: dropped, as JSON does.
      return undefined;
  }
  if (value === null) return null;
  if (walk.ancestors.has(value)) return '[circular]';
  if (walk.depth >= MAX_DEPTH) return '[too deep]';
  walk.ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item) => walkValue(item, { ...walk, depth: walk.depth + 1 }) ?? null);
    }
    if (isPlainObject(value)) return walkObject(value as Record<string, unknown>, walk);
    return walkInstance(value, walk);
  } finally {
    walk.ancestors.delete(value);
  }
}

/**
 * A JSON-safe copy of an action or a state with no passwords, card data, tokens or e-mail
 * addresses: by key name (a whole subtree under `password`, `card`, `token`, `email`... keeps
 * its shape with every string and number blanked) and by value (e-mail addresses, JWTs, card
 * numbers with a valid Luhn sum, inside any string). Functions and `undefined` are dropped.
 * `JSON.parse(JSON.stringify(sanitize(x)))` equals `sanitize(x)`, and sanitizing twice changes
 * nothing.
 */
export function sanitize(value: unknown): Json {
  return walkValue(value, { secret: false, depth: 0, ancestors: new Set() }) ?? null;
}

/** An action as the log keeps it: a JSON-safe object with a string `type`. */
export interface LoggedAction {
  type: string;
  [key: string]: unknown;
}

export function sanitizeAction(action: { type: string }): LoggedAction {
  const copy = sanitize(action);
  const object = copy !== null && typeof copy === 'object' && !Array.isArray(copy) ? copy : {};
  return { ...object, type: typeof object.type === 'string' ? object.type : String(action.type) };
}
