import { useGetDegressivePriceQuery } from '@api/product';
import { useTranslation } from '@base/i18n/useTranslation';

/** C4: unit prices by quantity of the variant; nothing when it has a single price. */
export function DegressivePrices({ productVariantId }: { productVariantId: number }) {
  const { t, culture } = useTranslation();
  const { data } = useGetDegressivePriceQuery({ productVariantId, culture });
  const tiers = data?.ProductVariantId === productVariantId ? data.Tiers : [];
  if (tiers.length === 0) return null;
  return (
    <table className="table table-sm degressive-prices mb-3">
      <caption className="caption-top fw-semibold">{t('Catalog.Product.DegressivePrices')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Catalog.Product.Quantity')}</th>
          <th scope="col">{t('Catalog.Product.UnitPrice')}</th>
          <th scope="col">{t('Catalog.Product.Saving')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.FromQuantity}>
            <td>{t('Catalog.Product.FromQuantity', tier.FromQuantity)}</td>
            <td>{tier.UnitPriceHtml}</td>
            <td>{tier.SavingPercent > 0 ? `−${tier.SavingPercent} %` : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
