import { useGetQuickViewQuery } from '@api/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { labelColon } from '@base/i18n/punctuation';

interface Props {
  id: string;
  productId: number;
  name: string;
  hidden: boolean;
  onClose: () => void;
}

/**
 * The quick view over a tile. It stays mounted (hidden) once opened, so its query keeps its
 * subscription and the content is fetched once however often the eye is clicked.
 */
export function QuickViewPanel({ id, productId, name, hidden, onClose }: Props) {
  const { t, culture } = useTranslation();
  const { data, isError } = useGetQuickViewQuery({ productId, culture });
  return (
    <div
      id={id}
      className="product-card-quickview-panel"
      role="region"
      aria-label={t('Catalog.QuickView.Open', name)}
      hidden={hidden}
      aria-busy={!data && !isError}
    >
      <button type="button" className="btn-close quickview-close" onClick={onClose}>
        <span className="visually-hidden">{t('Catalog.QuickView.Close')}</span>
      </button>
      {isError && <p className="quickview-error">{t('Catalog.QuickView.Error')}</p>}
      {!data && !isError && (
        <div className="spinner-border spinner-border-sm" role="status">
          <span className="visually-hidden">{t('Manager.Loading')}</span>
        </div>
      )}
      {data && (
        <>
          <ul className="quickview-photos">
            {data.Photos.map((p) => (
              <li key={p.Url}>
                <img src={p.Url} alt={p.Alt} width={p.Width} height={p.Height} loading="lazy" />
              </li>
            ))}
          </ul>
          <p className="quickview-description">{data.ShortDescription}</p>
          <p className="quickview-price">
            {data.FromPrice && `${t('Catalog.List.FromPrice')} `}
            <strong>{data.PriceTaxInclHtml}</strong>
          </p>
          <p className="quickview-variants">
            {t('Catalog.QuickView.Variants', data.Variants.Count, data.Variants.InStockCount)}
          </p>
          {data.Variants.Attributes.map((a) => (
            <p key={a.Name} className="quickview-attribute">
              <span className="quickview-attribute-name">
                {a.Name}
                {labelColon(culture)}
              </span>{' '}
              {a.Values.map((v) => v.Name).join(', ')}
            </p>
          ))}
          <a className="btn btn-primary btn-sm" href={data.Url}>
            {t('Catalog.QuickView.SeeProduct')}
          </a>
        </>
      )}
    </div>
  );
}
