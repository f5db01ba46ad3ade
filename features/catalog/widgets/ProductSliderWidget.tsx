import { useGetCatalogListQuery } from '@api/catalog';
import type { CatalogListArgs } from '@rules/listParams';
import { useTranslation } from '@base/i18n/useTranslation';
import { ProductSlider } from '../list/ProductSlider';

/** How many tiles a widget shows when its marker sets no data-limit. */
export const PRODUCT_SLIDER_WIDGET_LIMIT = 8;

/** The marker's data attributes (`data-tag`, `data-category`, `data-title`, `data-limit`). */
export interface ProductSliderWidgetProps {
  /** A tag slug in the page's culture (C13): the tag's products. */
  tag?: string;
  /** A category slug in the page's culture, when no tag is given. */
  category?: string;
  /** The row's heading; the list's own title when absent. */
  title?: string;
  /** At most this many tiles (default 8). */
  limit?: string;
}

function listArgs(culture: string, { tag, category }: ProductSliderWidgetProps): CatalogListArgs {
  if (tag) return { culture, kind: 'tag', slug: tag, search: '' };
  if (category) return { culture, kind: 'category', slug: category, search: '' };
  return { culture, kind: 'catalog', slug: '', search: '' };
}

/**
 * CMS widget `<div data-widget="product-slider" data-tag="…">`: a titled row of a tag's (or a
 * category's, or the newest) products, from the list endpoint the list pages use. An unknown tag
 * or category shows nothing (the endpoint handles 404 without a dialog).
 */
export function ProductSliderWidget(props: ProductSliderWidgetProps) {
  const { culture } = useTranslation();
  const { data } = useGetCatalogListQuery(listArgs(culture, props));
  if (!data) return null;
  const limit = Number(props.limit);
  const count = Number.isInteger(limit) && limit > 0 ? limit : PRODUCT_SLIDER_WIDGET_LIMIT;
  return (
    <ProductSlider products={data.Products.slice(0, count)} title={props.title || data.Title} />
  );
}

export default ProductSliderWidget;
