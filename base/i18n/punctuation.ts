/**
 * The colon after a label as each language writes it: French puts a no-break space before it
 * ("Couleur : Blanc"), Dutch none ("Kleur: Ecru"). Issue 20 saw both written the other way.
 */
export function labelColon(culture: string): string {
  return culture === 'fr' ? '\u00a0:' : ':';
}
