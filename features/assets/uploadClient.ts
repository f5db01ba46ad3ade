import { CSRF_COOKIE, CSRF_HEADER } from '@api/baseApi';
import { resolveUrl } from '@base/runtimeConfig';
import { UPLOAD_URL } from './constants';
import { normalizeAsset, type AssetAnswer, type WidgetAsset } from './types';

/**
 * S5 with XMLHttpRequest, not RTK Query: fetch has no upload progress events, and the widget
 * shows a real progress bar. What it sends and what answers mean: api/assets.ts.
 */

export type UploadOutcome =
  | { ok: true; assets: WidgetAsset[] }
  /** 400 / 413 / 415: the server's translated reason (000 §8 "Upload validation failure"). */
  | { ok: false; reason: 'refused'; message: string }
  /** 401: the error catalogue's login modal. */
  | { ok: false; reason: 'login' }
  /** Anything else (000 §8 "Upload failure": the generic error dialog). */
  | { ok: false; reason: 'failed'; status: number }
  | { ok: false; reason: 'cancelled' };

export interface UploadOptions {
  accept?: string;
  maxFileSize?: number;
  crop?: string;
  culture: string;
  onProgress: (loaded: number, total: number) => void;
}

export interface UploadHandle {
  done: Promise<UploadOutcome>;
  cancel: () => void;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The optional fields first (the server reads them before the files), then one part per file. */
function uploadBody(files: readonly File[], options: UploadOptions): FormData {
  const body = new FormData();
  if (options.accept) body.append('accept', options.accept);
  if (options.maxFileSize !== undefined) body.append('maxFileSize', String(options.maxFileSize));
  if (options.crop) body.append('crop', options.crop);
  for (const file of files) body.append('file', file, file.name);
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The refusal's text: the spec's Error, else our message. */
function refusalText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { Error: error, message } = body as { Error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  return typeof message === 'string' && message ? message : undefined;
}

function outcomeOf(status: number, text: string): UploadOutcome {
  const body = parseJson(text);
  if (status === 200 && Array.isArray(body)) {
    return { ok: true, assets: (body as AssetAnswer[]).map(normalizeAsset) };
  }
  if (status === 401) return { ok: false, reason: 'login' };
  const message = refusalText(body);
  if ((status === 400 || status === 413 || status === 415) && message) {
    return { ok: false, reason: 'refused', message };
  }
  return { ok: false, reason: 'failed', status };
}

/** Posts the files; `cancel` aborts the request (the outcome is then 'cancelled'). */
export function startUpload(files: readonly File[], options: UploadOptions): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.open('POST', resolveUrl(UPLOAD_URL));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.culture);
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => resolve(outcomeOf(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () => resolve({ ok: false, reason: 'failed', status: 0 }));
    xhr.addEventListener('abort', () => resolve({ ok: false, reason: 'cancelled' }));
    xhr.send(uploadBody(files, options));
  });
  return { done, cancel: () => xhr.abort() };
}
