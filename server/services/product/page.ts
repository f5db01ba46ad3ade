import type { ProductTile } from '../../../api/contract/catalog';
import type { ProductPage } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import type { DisplayCurrency } from '../currency/display';
import { productUrl } from '../catalog/urls';
import { attributesViewModel } from './attributes';
import { associatedCategories, categoryChain } from './categories';
import { frameSetOf, galleryPhotos } from './photos';
import { productSlugs, type ProductRecord } from './product';
import type { Translate } from '../../shared/translate';
import { valueNameOf, variantViewModel } from './variation';
import { loadVariants, resolveVariant } from './variants';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { DEFAULT_VARIANT_ORDER } from '../catalog/listIndex';

export interface PageContext {
  db: AppDb;
  appBase: string;
  culture: string;
  cultures: string[];
  t: Translate;
  customerId: number | null;
  /** The visitor's currency (the session cart's): every price of the page is shown in it. */
  currency: DisplayCurrency;
  /** Tiles of the related products, in their order (the list's tile builder). */
  relatedTiles: (productId: number) => Promise<ProductTile[]>;
}

/** The product page view model; null when the product has no variant that can be sold. */
export async function productPage(
  ctx: PageContext,
  product: ProductRecord,
): Promise<ProductPage | null> {
  const { db, appBase, culture } = ctx;
  const pv = await loadVariants(db, product.id, culture);
  // The page opens on the variant the list's tile stands for: the first a shopper can buy,
  // else the first active one, sold out (one order for both, DEFAULT_VARIANT_ORDER).
  const [first] = rowsOf<{ id: number }>(
    await db.execute(sql`select v.id from variants v
      where v.product_id = ${product.id} and v.is_active
      order by ${DEFAULT_VARIANT_ORDER} limit 1`),
  );
  const variant =
    pv.variants.find((v) => v.isActive && v.id === first?.id) ?? resolveVariant(pv, []);
  if (!variant) return null;
  const vctx = { ...ctx, product, pv };
  const [model, photos, frameSet, breadcrumb, associated, related, slugs] = await Promise.all([
    variantViewModel(vctx, variant, product.minQuantity),
    galleryPhotos(db, product.id, null, {
      appBase,
      productName: product.name,
      valueName: valueNameOf(pv),
    }),
    frameSetOf(db, product.id, variant.id),
    categoryChain(db, product.mainCategoryId, culture, appBase),
    associatedCategories(db, product.id, culture, appBase),
    ctx.relatedTiles(product.id),
    productSlugs(db, product.id),
  ]);
  const alternates: Record<string, string> = {};
  for (const c of ctx.cultures) {
    const slug = slugs[c];
    if (slug) alternates[c] = productUrl(appBase, c, slug);
  }
  return {
    Culture: culture,
    ProductId: product.id,
    Reference: product.reference,
    Name: product.name,
    Brand: product.brand,
    Category: breadcrumb.at(-1)?.Name ?? null,
    Breadcrumb: breadcrumb,
    ShortDescription: product.shortDescription,
    Description: product.description,
    MinQty: product.minQuantity,
    MaxQty: product.maxQuantity,
    StepQty: product.quantityStep,
    ProductVariantAttributesViewModel: attributesViewModel(pv, variant),
    ProductVariantViewModel: model,
    Photos: photos,
    FrameSet: frameSet,
    RelatedProducts: related,
    AssociatedCategories: associated,
    Alternates: alternates,
    Canonical: productUrl(appBase, culture, product.slug),
  };
}
