import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What a refused call tells a form: its status, the server's translated message and field. */
export interface ServerRefusal {
  status: number | null;
  message: string | null;
  field: string | null;
}

/** Reads the API's `{ message, field? }` error body (server/plugins/errors.ts) from an RTK error. */
export function serverRefusal(
  error: FetchBaseQueryError | SerializedError | undefined,
): ServerRefusal {
  if (!error || !('status' in error)) return { status: null, message: null, field: null };
  const status =
    typeof error.status === 'number'
      ? error.status
      : error.status === 'PARSING_ERROR'
        ? error.originalStatus
        : null;
  const data = error.data as { message?: unknown; field?: unknown } | undefined;
  return {
    status,
    message: typeof data?.message === 'string' && data.message ? data.message : null,
    field: typeof data?.field === 'string' && data.field ? data.field : null,
  };
}

/** The translated `{ message }` of a refusal (400/404/409), if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  return serverRefusal(error as FetchBaseQueryError | undefined).message ?? undefined;
}
