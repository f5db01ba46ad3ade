import { bankRules } from './bank';
import { cardRules } from './card';
import { comparisonRules } from './comparisons';
import { countryRules } from './countries';
import { dateRules } from './dates';
import { fileRules } from './files';
import { groupRules } from './groups';
import { nationalIdRules } from './nationalIds';
import { networkRules } from './network';
import { numberRules } from './numbers';
import { passwordRules } from './password';
import { remoteRules } from './remote';
import type { RuleDef } from './rule';
import { textRules } from './text';
import { RULE_NAMES, type RuleName } from './types';
import { usRules } from './us';
import { wordRules } from './words';

const families = {
  ...textRules,
  ...numberRules,
  ...dateRules,
  ...comparisonRules,
  ...wordRules,
  ...cardRules,
  ...bankRules,
  ...countryRules,
  ...nationalIdRules,
  ...usRules,
  ...networkRules,
  ...fileRules,
  ...groupRules,
  ...passwordRules,
  ...remoteRules,
};

/** Every rule by name; a name without a family is a programming error, found on import. */
export const RULES: Record<RuleName, RuleDef> = Object.fromEntries(
  RULE_NAMES.map((name) => {
    const def = families[name];
    if (!def) throw new Error(`Validation rule "${name}" has no implementation`);
    return [name, def];
  }),
) as Record<RuleName, RuleDef>;
