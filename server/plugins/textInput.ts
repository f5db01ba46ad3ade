import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Characters no text field may hold: the C0 controls but tab, line feed and carriage return
 * (NUL above all: PostgreSQL refuses U+0000 in text, and the driver's error would be a 500;
 * the others are never typed, XML 1.0 and mail headers refuse them too), and a lone UTF-16
 * surrogate, which UTF-8 cannot encode (the driver would store U+FFFD instead of what was
 * sent). DEL and the C1 controls are stored as they come.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

/** The schema keyword a refusal is filed under (server/plugins/errors.ts translates it). */
export const UNSTORABLE_KEYWORD = 'storableText';

/** Whether a text holds a character no field may store. */
export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

type Part = 'params' | 'querystring' | 'body';

/** What the request holds, by the names the schema errors use for its parts. */
const PARTS: readonly [Part, (request: FastifyRequest) => unknown][] = [
  ['params', (request) => request.params],
  ['querystring', (request) => request.query],
  ['body', (request) => request.body],
];

/** A JSON pointer segment (RFC 6901), as the validator's instancePath writes one. */
const pointer = (key: string | number) =>
  `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Objects and arrays to look into: what JSON and the query string parser make (the router's
 * and the query parser's objects have a prototype of their own), not binary data.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/**
 * The JSON pointer of the first unstorable text in a parsed value (strings and object keys,
 * at any depth), or null. Walked with a stack of its own: a body of nested arrays as deep as
 * its size allows must not overflow the call stack.
 */
export function firstUnstorable(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
      continue;
    }
    if (!isContainer(current)) continue;
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    // Reversed onto the stack, so the first field in the request is the one named.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      // A refused key is named by the object holding it: its own text is not echoed back.
      if (typeof key === 'string' && isUnstorable(key)) return path;
      stack.push([item, path + pointer(key)]);
    }
  }
  return null;
}

/**
 * The error a refused text raises: shaped as the validator's own, so the one error handler
 * answers it as any schema refusal (400, the translated field sentence, `field`).
 */
export function unstorableError(part: Part | undefined, path: string): Error {
  return Object.assign(new Error(`${part ?? 'request'}${path} holds an unstorable character`), {
    statusCode: 400,
    validationContext: part,
    validation: [
      {
        keyword: UNSTORABLE_KEYWORD,
        instancePath: path,
        schemaPath: '',
        params: {},
        message: 'must not hold control characters or lone surrogates',
      },
    ],
  });
}

/**
 * Every text of every request, refused in one place: the path's segments (slugs, searches in
 * the path, the catch-all page route), the query string and the parsed body (JSON or a form),
 * whatever their schema says or leaves open (dictionaries, page routes whose query is not
 * described, object keys). A preValidation hook sees them all once parsed and before anything
 * reads them: the onRequest hooks read only cookies and headers, which Node's HTTP parser
 * already keeps free of control characters. The multipart upload streams its parts in its
 * handler and checks its fields and file names with `firstUnstorable` itself.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, read] of PARTS) {
      const path = firstUnstorable(read(request));
      if (path !== null) throw unstorableError(part, path);
    }
  });
}
