import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleMessage, RuleName } from './types';

/*
 * remote (000 §5: GET by default to a URL taken from markup). Client only: the browser asks the
 * URL while the shopper types (base/forms/validation); the server does not call itself, it
 * checks what the URL checks in its own service. Param: "/api/v1/…", "{app}/api/v1/…" or "POST /api/v1/…".
 */

export type RemoteParam = { method: 'GET' | 'POST'; url: string };

export function parseRemoteParam(param: string | undefined): RemoteParam {
  // "{app}/…" is resolved by the client against the app base, as the api/ endpoints are.
  const match = /^(?:(GET|POST)\s+)?((?:\{app\})?\/\S*)$/i.exec((param ?? '').trim());
  // A path on the shop only: a form definition must not send what shoppers type elsewhere.
  if (!match || /^(?:\{app\})?\/\//.test(match[2] ?? '')) {
    throw new RuleParamError('remote', param, 'expected "/path" or "POST /path" on this site');
  }
  return {
    method: (match[1]?.toUpperCase() ?? 'GET') as RemoteParam['method'],
    url: match[2] ?? '',
  };
}

export type RemoteRequest = { method: 'GET' | 'POST'; url: string; body?: string };

/** GET url?Field=value, or POST url with { Field: value } as JSON. */
export function remoteRequest(
  param: string | undefined,
  name: string,
  value: string,
): RemoteRequest {
  const { method, url } = parseRemoteParam(param);
  if (method === 'POST') return { method, url, body: JSON.stringify({ [name]: value }) };
  const query = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  return { method, url: `${url}${url.includes('?') ? '&' : '?'}${query}` };
}

/**
 * The URL's answer (as jQuery's remote reads it): true or "true" accepts; false, null or
 * "false" refuses with the rule's message; another text is the refusal's own message (a
 * resource key, or a sentence t() shows as it is).
 */
export function readRemoteAnswer(answer: unknown): RuleMessage | null {
  if (answer === true || answer === 'true') return null;
  if (typeof answer === 'string' && answer.trim() && answer !== 'false') return { key: answer };
  return fail('remote');
}

export const remoteRules: Partial<Record<RuleName, RuleDef>> = {
  remote: {
    optional: true,
    checkParam: (p) => void parseRemoteParam(p),
    // Synchronous checks skip it (see above): the asking happens in base/forms/validation.
    check: () => null,
  },
};
