import type { Translate } from '@base/i18n/translate';
import type { ConsentCategory } from './slice';

export function categoryLabel(t: Translate, category: ConsentCategory): string {
  switch (category) {
    case 'preferences':
      return t('Consent.Preferences');
    case 'statistics':
      return t('Consent.Statistics');
    case 'marketing':
      return t('Consent.Marketing');
  }
}

export function categoryDescription(t: Translate, category: ConsentCategory): string {
  switch (category) {
    case 'preferences':
      return t('Consent.PreferencesDescription');
    case 'statistics':
      return t('Consent.StatisticsDescription');
    case 'marketing':
      return t('Consent.MarketingDescription');
  }
}
