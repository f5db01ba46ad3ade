import { useState } from 'react';
import type { CartItem } from '@api/contract/cart';
import {
  useClearCartProductMutation,
  useDeleteCartItemMutation,
  useUpdateCartItemMutation,
} from '@api/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { serverMessage } from '@api/errors';
import { usePendingChoice } from '@base/ui/usePendingChoice';

/**
 * One cart line's changes (K2 quantity, K3 delete, K13 clear product) and what they show: the
 * quantity asked for until the refreshed cart arrives, a refusal's message next to the line.
 * The refresh itself comes from the `cartChanged` broadcast.
 */
export function useCartLine(line: CartItem, version: number, onRemoved: () => void) {
  const { t, culture } = useTranslation();
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useDeleteCartItemMutation();
  const [clear, clearing] = useClearCartProductMutation();
  const quantity = usePendingChoice(line.Quantity, version);
  const [error, setError] = useState<string | null>(null);

  const run = (call: Promise<unknown>, after?: () => void) => {
    setError(null);
    void call.then(after, (reason: unknown) => {
      quantity.drop();
      setError(serverMessage(reason) ?? t('Manager.UnknowsErrors'));
    });
  };

  return {
    quantity: quantity.value,
    error,
    busy: updating.isLoading || removing.isLoading || clearing.isLoading,
    changeQuantity(next: number) {
      if (next === quantity.value) return;
      quantity.pick(next);
      run(update({ id: line.Id, Quantity: next, culture }).unwrap());
    },
    removeLine() {
      run(remove({ id: line.Id, culture }).unwrap(), onRemoved);
    },
    clearProduct() {
      run(clear({ productId: line.ProductId, culture }).unwrap(), onRemoved);
    },
  };
}
