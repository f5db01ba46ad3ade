import type { PickupModalView } from '@api/contract/pickup';
import { SelectField } from '@base/forms/SelectField';
import { useTranslation } from '@base/i18n/useTranslation';

/** The search forms' country selector (the countries the method serves), field CountryCode. */
export function CountrySelect({ view }: { view: PickupModalView }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="CountryCode"
      id="pickup-country"
      label={t('PickupUi.Country')}
      placeholder={t('PickupUi.Country')}
      options={view.Countries.map((c) => ({ value: c.Code, label: c.Name }))}
      required
      wrapperClassName="col-12 col-sm-4"
    />
  );
}
