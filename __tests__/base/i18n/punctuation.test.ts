import { describe, expect, it } from '@jest/globals';
import { labelColon } from '@base/i18n/punctuation';

describe('labelColon (issue 20)', () => {
  it('puts a no-break space before the colon in French, none in Dutch', () => {
    expect(`Couleur${labelColon('fr')} Blanc`).toBe('Couleur\u00a0: Blanc');
    expect(`Kleur${labelColon('nl')} Ecru`).toBe('Kleur: Ecru');
  });
});
