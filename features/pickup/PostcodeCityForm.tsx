import { Form, Formik } from 'formik';
import type { PickupModalView } from '@api/contract/pickup';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { PICKUP_CITY_MAX, PICKUP_POSTCODE_MAX } from '@rules/pickup';
import { countryCodeOf, type PickupPlace } from './searchRequest';
import { postcodeCitySchema, type PostcodeCityValues } from './searchSchema';
import { CountrySelect } from './CountrySelect';

interface Props {
  view: PickupModalView;
  searching: boolean;
  onSearch: (countryCode: string, place: PickupPlace) => Promise<unknown>;
}

/** The national postal carrier's form (001 §2): country, postal code and city, Search. */
export function PostcodeCityForm({ view, searching, onSearch }: Props) {
  const { t } = useTranslation();
  const initialValues: PostcodeCityValues = {
    CountryCode: countryCodeOf(view, view.CountryId),
    PostalCode: view.PostCode,
    City: view.City,
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={postcodeCitySchema}
      onSubmit={(values) =>
        onSearch(values.CountryCode, { PostalCode: values.PostalCode, City: values.City })
      }
    >
      <Form noValidate className="pickup-search row g-2 align-items-start" role="search">
        <CountrySelect view={view} />
        <TextField
          name="PostalCode"
          id="pickup-postcode"
          label={t('PickupUi.PostalCode')}
          inputMode="text"
          autoComplete="postal-code"
          maxLength={PICKUP_POSTCODE_MAX}
          wrapperClassName="col-5 col-sm-3"
        />
        <TextField
          name="City"
          id="pickup-city"
          label={t('PickupUi.City')}
          autoComplete="address-level2"
          maxLength={PICKUP_CITY_MAX}
          wrapperClassName="col-7 col-sm-5"
        />
        <div className="col-12">
          <SearchButton searching={searching} />
        </div>
      </Form>
    </Formik>
  );
}

export function SearchButton({ searching }: { searching: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn-primary pickup-search-button"
      disabled={searching}
      aria-busy={searching || undefined}
    >
      {searching ? t('PickupUi.Searching') : t('PickupUi.Search')}
    </button>
  );
}
