import type {
  Address,
  AddressForm,
  AddressPicker,
  AddressSaved,
  CheckoutRequest,
  OrderConfirmation,
  OrderPlaced,
  SandboxCardRequest,
  SandboxPaymentMethod,
  VatCheckAnswer,
} from './contract/checkout';
import { CART_CHANGED_STATUS, IDEMPOTENCY_HEADER } from '@rules/checkout';
import { cartChanged, vatChecked } from '@base/events';
import { api } from './baseApi';

/*
 * One-step checkout: K9 VAT check, K10 address pickers, K14 address form (ours), the sandbox
 * card provider (ours), K15 order submit (ours) and the order confirmation (ours). 401s are left
 * to the error catalogue (login modal with the return URL); refusals the page tells itself are
 * listed in handledStatuses.
 */
const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;

interface CultureArgs {
  culture: string;
}
export interface VatCheckArgs extends CultureArgs {
  countryId: number;
  VAT: string;
  customerId?: number;
}
export interface AddressPickerArgs extends CultureArgs {
  inputname: string;
  type: 'billing' | 'shipping';
  isAddNewAddress?: boolean;
  isEditAddress?: boolean;
  selectedAddressId?: number;
}
export interface AddressSaveArgs {
  body: AddressForm;
}
/** K15's body, and the attempt's Idempotency-Key (one per submit: a repeat finds its order). */
export type PlaceOrderArgs = CheckoutRequest & CultureArgs & { idempotencyKey: string };

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** K9, then `vatChecked`: the checkout's listener decides whether the cart reads again. */
    checkVat: build.query<VatCheckAnswer, VatCheckArgs>({
      query: ({ culture, ...params }) => ({
        url: '{app}/api/v1/sales/customers/checkisvatvalid/',
        params: { ...params, culture },
      }),
      extraOptions: { handledStatuses: [400, 404] },
      async onQueryStarted({ culture }, { dispatch, queryFulfilled }) {
        let next: boolean | null | undefined;
        try {
          next = (await queryFulfilled).data.IsVATValidWebService;
        } catch (failure) {
          // A malformed number (400) is a number that is not valid; a failed call tells nothing.
          next =
            (failure as { error?: { status?: unknown } }).error?.status === 400 ? false : undefined;
        }
        if (next !== undefined) dispatch(vatChecked({ culture, valid: next }));
      },
    }),
    /** K10 (JSON view of the picker widget). */
    getAddressPicker: build.query<AddressPicker, AddressPickerArgs>({
      query: ({ culture, ...params }) => ({
        url: '{app}/widget/DeliveryAddressPicker',
        params: { ...params, culture },
        headers: { Accept: 'application/json' },
      }),
      providesTags: (result) => [
        ADDRESS_LIST,
        ...(result?.Addresses ?? []).map((a) => ({ type: 'Address' as const, id: a.Id })),
      ],
    }),
    /** K14 (ours): one address, for the edit form. */
    getAddress: build.query<Address, { id: number }>({
      query: ({ id }) => ({
        url: `{app}/api/v1/customers/addresses/${id}`,
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'Address', id }],
    }),
    /** K14 (ours): Id 0 creates. */
    createAddress: build.mutation<AddressSaved, AddressSaveArgs>({
      query: ({ body }) => ({
        url: '{app}/api/v1/customers/addresses',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      invalidatesTags: (result) => (result ? [ADDRESS_LIST] : []),
    }),
    updateAddress: build.mutation<AddressSaved, AddressSaveArgs>({
      query: ({ body }) => ({
        url: `{app}/api/v1/customers/addresses/${body.Id}`,
        method: 'PUT',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404, 409] },
      // Its type may have changed: the other picker's list too.
      invalidatesTags: (result, _e, { body }) =>
        result ? [{ type: 'Address', id: body.Id }, ADDRESS_LIST] : [],
    }),
    /**
     * The sandbox provider (an outside service in production): the only call that carries the
     * card. features/support/log/sensitive.ts blanks its arguments in the action log (endpoint name "card").
     */
    tokenizeCard: build.mutation<SandboxPaymentMethod, SandboxCardRequest>({
      query: (body) => ({
        url: '{app}/sandbox-pay/v1/payment-methods',
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 402, 404, 409, 429] },
    }),
    /** K15 (ours): pays with the tokenized card and places the order. */
    placeOrder: build.mutation<OrderPlaced, PlaceOrderArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '{app}/api/v1/checkout/orders',
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body,
      }),
      extraOptions: { handledStatuses: [400, 402, 404, 409] },
      // Issue 15: a prepaid part spent or credit bought changes the prepaid balances.
      invalidatesTags: (data) => (data ? [{ type: 'PrepaidAccount', id: 'LIST' }] : []),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(cartChanged({ reason: 'orderPlaced' }));
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          // Someone changed the cart meanwhile: whatever shows it reads it again.
          if (status === CART_CHANGED_STATUS) dispatch(cartChanged({ reason: 'other' }));
        }
      },
    }),
    /** Ours: the confirmation page's order. */
    getOrderConfirmation: build.query<OrderConfirmation, CultureArgs & { number: string }>({
      query: ({ number }) => ({
        url: `{app}/api/v1/sales/orders/${encodeURIComponent(number)}`,
      }),
      providesTags: (_r, _e, { number }) => [{ type: 'Order', id: number }],
    }),
  }),
});

export const {
  useLazyCheckVatQuery,
  useGetAddressPickerQuery,
  useGetAddressQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useTokenizeCardMutation,
  usePlaceOrderMutation,
  useGetOrderConfirmationQuery,
} = checkoutApi;
