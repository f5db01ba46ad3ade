/** A refused account call: status, translated message, and the form field when there is one. */
export interface Refusal {
  status: 400 | 404 | 409;
  message: string;
  field?: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const refused = (status: Refusal['status'], message: string, field?: string) =>
  ({
    ok: false,
    refusal: field === undefined ? { status, message } : { status, message, field },
  }) as const;

export const accepted = <T>(value: T) => ({ ok: true, value }) as const;
