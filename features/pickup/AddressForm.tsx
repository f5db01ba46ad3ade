import { Form, Formik, useFormikContext } from 'formik';
import type { PickupModalView } from '@api/contract/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { PlaceSearchBox, type PlaceChoice } from '@features/maps';
import { SearchButton } from './PostcodeCityForm';
import { countryCodeOf, type PickupPlace } from './searchRequest';
import { addressSchema, type AddressValues } from './searchSchema';
import { CountrySelect } from './CountrySelect';

interface Props {
  view: PickupModalView;
  searching: boolean;
  onSearch: (countryCode: string, place: PickupPlace) => Promise<unknown>;
}

/**
 * The other carriers' form (001 §2): the place search box (autocomplete limited to the chosen
 * country; a place without postal code gets one by reverse lookup, 001 §5, in the box) and the
 * country selector. A place picked in the box searches at once; Search sends the typed text.
 */
export function AddressForm({ view, searching, onSearch }: Props) {
  const initialValues: AddressValues = {
    CountryCode: countryCodeOf(view, view.CountryId),
    Address: view.Address || [view.PostCode, view.City].filter(Boolean).join(' '),
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={addressSchema}
      onSubmit={(values) => onSearch(values.CountryCode, { Address: values.Address })}
    >
      <AddressFields view={view} searching={searching} onSearch={onSearch} />
    </Formik>
  );
}

function AddressFields({ view, searching, onSearch }: Props) {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue } = useFormikContext<AddressValues>();
  const country = view.Countries.find((c) => c.Code === values.CountryCode);
  const error = touched.Address && errors.Address ? t(errors.Address) : null;
  const onPlace = (place: PlaceChoice) => void onSearch(values.CountryCode, place);
  return (
    <Form noValidate className="pickup-search row g-2 align-items-start" role="search">
      <CountrySelect view={view} />
      <div className="col-12 col-sm-8">
        <PlaceSearchBox
          id="pickup-place"
          label={t('PickupUi.Place')}
          countryCode={values.CountryCode}
          countryId={country?.Id ?? view.CountryId}
          value={values.Address}
          onChange={(text) => void setFieldValue('Address', text)}
          onPlace={onPlace}
        />
        {error && (
          <div className="invalid-feedback d-block" id="pickup-place-error" role="alert">
            {error}
          </div>
        )}
      </div>
      <div className="col-12">
        <SearchButton searching={searching} />
      </div>
    </Form>
  );
}
