/** A refused asset call: status and translated message (answered as { Error, message }). */
export interface AssetRefusal {
  status: 400 | 404 | 409 | 413 | 415;
  message: string;
}

export type AssetOutcome<T> = { ok: true; value: T } | { ok: false; refusal: AssetRefusal };

export const refused = (status: AssetRefusal['status'], message: string) =>
  ({ ok: false, refusal: { status, message } }) as const;
