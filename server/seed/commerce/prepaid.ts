import type { AppDb } from '../../db/client';
import { prepaidAccountTypes } from '../../db/schema';
import { fromExcluded } from '../upsert';

/** The prepaid credit the demo shop sells (issue 15): euro cents, credit may exceed the price. */
export const PREPAID_TYPE_SEED = [
  {
    code: 'credit-25',
    names: { fr: 'Crédit prépayé 25 €', nl: 'Prepaid tegoed € 25' },
    descriptions: {
      fr: '25 € de crédit pour 25 €, à dépenser sur tout le site.',
      nl: '€ 25 tegoed voor € 25, te besteden in de hele winkel.',
    },
    priceCents: 2500,
    creditCents: 2500,
    lowBalanceCents: 500,
    position: 0,
  },
  {
    code: 'credit-100',
    names: { fr: 'Crédit prépayé 100 €', nl: 'Prepaid tegoed € 100' },
    descriptions: {
      fr: '100 € de crédit pour 95 € : 5 € offerts.',
      nl: '€ 100 tegoed voor € 95: € 5 cadeau.',
    },
    priceCents: 9500,
    creditCents: 10000,
    lowBalanceCents: 1500,
    position: 1,
  },
] as const;

/** Upserts the prepaid account types by code (safe on every start: accounts keep their type ids). */
export async function seedPrepaidTypes(db: Pick<AppDb, 'insert'>): Promise<void> {
  await db
    .insert(prepaidAccountTypes)
    .values(
      PREPAID_TYPE_SEED.map((t) => ({
        ...t,
        names: { ...t.names },
        descriptions: { ...t.descriptions },
      })),
    )
    .onConflictDoUpdate({
      target: prepaidAccountTypes.code,
      set: fromExcluded(prepaidAccountTypes, [
        'names',
        'descriptions',
        'priceCents',
        'creditCents',
        'lowBalanceCents',
        'position',
      ]),
    });
}
