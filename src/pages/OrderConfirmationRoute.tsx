import { useParams } from 'react-router-dom';
import type { OrderConfirmation as Order } from '@api/contract/checkout';
import { checkoutApi, useGetOrderConfirmationQuery } from '@api/checkout';
import { OrderConfirmation } from '@features/checkout/OrderConfirmation';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import type { AppStore } from '@store/index';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** /{culture}/shoppingcarts/confirmation/{number}: the customer's own placed order. */
function Component() {
  const { t, culture } = useTranslation();
  const { number = '' } = useParams();
  const { currentData, error, refetch } = useGetOrderConfirmationQuery({ culture, number });
  const status = error && 'status' in error ? error.status : null;
  if (status === 404) return <NotFoundPage />;
  if (error) {
    // 401 opened the login modal, anything else the error dialog; the page offers a retry.
    return (
      <PageUnavailable
        onRetry={() => void refetch()}
        message={status === 401 ? t('CheckoutPage.SignInRequired') : undefined}
      />
    );
  }
  if (!currentData) {
    return <PagePlaceholder />;
  }
  return <OrderConfirmation order={currentData} />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      checkoutApi.endpoints.getOrderConfirmation,
      (args, data) => checkoutApi.util.upsertQueryData('getOrderConfirmation', args, data as Order),
      ({ params }) =>
        params.culture && params.number && runtimeConfig().cultures.includes(params.culture)
          ? { culture: params.culture, number: params.number }
          : null,
    ),
  };
}
