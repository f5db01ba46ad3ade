/** The variation form sends only its non-empty fields, plus the quantity (001 section 5). */
export function variationRequestFields(
  fields: Record<string, string | number | null | undefined>,
  quantity: number,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') sent[name] = text;
  }
  sent.Quantity = String(quantity);
  return sent;
}

/** What triggers a variation refresh: a colour (attribute value) or a valid quantity change. */
export type VariationChange = { kind: 'attribute' } | { kind: 'quantity'; valid: boolean };

export function refreshesVariations(change: VariationChange): boolean {
  return change.kind === 'attribute' || change.valid;
}
