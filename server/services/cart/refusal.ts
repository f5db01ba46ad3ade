/** A refused cart change: status and translated message (plus the field, for a 400). */
export interface Refusal {
  status: 400 | 404 | 409;
  message: string;
  field?: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * Thrown inside a cart transaction so that a refusal rolls back everything the change did (a
 * cart row created for it included): a refused call leaves the cart as it was.
 */
export class CartRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export function refuse(status: Refusal['status'], message: string, field?: string): never {
  throw new CartRefused(field ? { status, message, field } : { status, message });
}

/** Runs a change; a CartRefused thrown inside comes back as a refused outcome. */
export async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof CartRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
