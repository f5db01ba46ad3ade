import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The translated `{ message }` of a refusal (400/404/409), if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as
    { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : undefined;
}
