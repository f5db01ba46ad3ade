import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { checkoutApi } from '@api/checkout';
import { getActionLog } from '@features/support/log/actionLog';
import { REDACTED } from '@features/support/log/constants';
import { acceptTerms, fillCard, ready, renderCheckout, submitButton } from './harness';

const NUMBER = '4242424242424242';

describe('card data never reaches Redux state or the support action log', () => {
  it('the tokenize call carries the card; the log keeps it blanked and the state never had it', async () => {
    const { store, seen } = await renderCheckout();
    await ready();
    fillCard({ holder: 'Zoé Kaartman', cvc: '737', expiry: '11/38' });
    acceptTerms();
    fireEvent.click(submitButton());
    await screen.findByTestId('location');

    // What was dispatched did carry the card (RTK Query puts a mutation's args in its action)…
    const pending = seen.find((a) =>
      checkoutApi.endpoints.tokenizeCard.matchPending(a),
    ) as unknown as { meta: { arg: { originalArgs: Record<string, unknown> } } };
    expect(pending.meta.arg.originalArgs).toMatchObject({ CardNumber: NUMBER, Cvc: '737' });

    // …the support log blanks all of it (features/support/log/sensitive.ts: the endpoint name says "card").
    const log = getActionLog(store.dispatch).exportLog();
    const logged = Object.values(log.actionsById).find(
      (entry) =>
        entry.action.type === 'api/executeMutation/pending' &&
        (entry.action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ===
          'tokenizeCard',
    );
    // Its shape is kept, every value blanked.
    expect((logged!.action.meta as { arg: { originalArgs: unknown } }).arg.originalArgs).toEqual({
      CardNumber: REDACTED,
      ExpiryMonth: REDACTED,
      ExpiryYear: REDACTED,
      Cvc: REDACTED,
      HolderName: REDACTED,
      BillingAddress: REDACTED,
    });
    const text = JSON.stringify(log);
    for (const secret of [NUMBER, '4242 4242 4242 4242', 'Zoé Kaartman', '"737"', '"11/38"']) {
      expect(text).not.toContain(secret);
    }
    // The payment method the provider answered is no card data: it may stay.
    expect(text).toContain('pm_test_1');

    // The card fields live in the form's own state: nowhere in the store. (The strings hold the
    // documented test numbers with blanks, so the typed number is looked for as sent.)
    const state = JSON.stringify(store.getState());
    for (const secret of [NUMBER, 'Zoé Kaartman', '"737"', '11/38']) {
      expect(state).not.toContain(secret);
    }
  });
});
