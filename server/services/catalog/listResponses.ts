import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ListIndex } from './listIndex';

/** Answers kept per index: the busy list pages and facet lists of a shop are a few hundred. */
const RESPONSES_KEPT = 500;

/**
 * A list or facet answer, kept with the index that produced it: it cannot go stale before the
 * index does. A patch (stock, price) empties the kept answers; a rebuild drops them with the index. Kept answers
 * also keep their compressed forms, so a popular page is neither recomputed nor recompressed.
 */
export async function keptAnswer(
  index: ListIndex,
  key: string,
  make: () => Promise<unknown> | unknown,
): Promise<CachedBody> {
  const kept = index.responses.get(key);
  if (kept) {
    // Most recently used last: the oldest is the first one dropped.
    index.responses.delete(key);
    index.responses.set(key, kept);
    return kept;
  }
  const version = index.version;
  const body: CachedBody = { json: JSON.stringify(await make()), encoded: new Map() };
  // Patched meanwhile (listIndexPatch.ts): this answer may predate the patch, so it is not kept.
  if (index.version !== version) return body;
  if (index.responses.size >= RESPONSES_KEPT) {
    index.responses.delete(index.responses.keys().next().value as string);
  }
  index.responses.set(key, body);
  return body;
}

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Sends a kept answer, compressed once per encoding (the compress plugin leaves it alone). It
 * varies with the session cookie: prices are in the session cart's currency.
 * Brotli quality 4: about gzip's cost, a smaller answer; higher qualities cost more than a list.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept, Accept-Encoding, Cookie');
  const encoding = body.json.length >= 1024 ? encodingFor(request) : undefined;
  if (!encoding) return reply.send(body.json);
  let bytes = body.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body.json);
    body.encoded.set(encoding, bytes);
  }
  return reply.header('content-encoding', encoding).send(bytes);
}
