import { eq } from 'drizzle-orm';
import type { CarrierForm, CarrierType } from '../../../rules/pickup';
import { pickupCarriers } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';
import type { CarrierRow } from './provider';

const carrierColumns = {
  id: pickupCarriers.id,
  code: pickupCarriers.code,
  names: pickupCarriers.names,
  type: pickupCarriers.type,
  form: pickupCarriers.form,
  provider: pickupCarriers.provider,
  isActive: pickupCarriers.isActive,
};

/**
 * A carrier by its code (M1's {provider}) or its id (a shipping method's carrier_id), active or
 * not: the caller decides what an inactive one means. Null when there is none.
 */
export async function loadCarrier(
  db: Queries,
  codeOrId: string | number,
): Promise<CarrierRow | null> {
  const where =
    typeof codeOrId === 'number'
      ? eq(pickupCarriers.id, codeOrId)
      : eq(pickupCarriers.code, codeOrId);
  const [row] = await db.select(carrierColumns).from(pickupCarriers).where(where).limit(1);
  if (!row) return null;
  return { ...row, type: row.type as CarrierType, form: row.form as CarrierForm };
}

/** A carrier's name in the culture, else in any culture it has, else its code. */
export function carrierName(carrier: CarrierRow, culture: string): string {
  return carrier.names[culture] ?? Object.values(carrier.names)[0] ?? carrier.code;
}
