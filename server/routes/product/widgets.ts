import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { errorResponses } from '../../../api/contract/common';
import {
  DegressivePrice,
  DegressivePriceQuery,
  PhotosGallery,
  PhotosGalleryQuery,
  StockByWarehouse,
  StockByWarehouseQuery,
} from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { products, variants } from '../../db/schema';
import { frameSetOf, galleryPhotos } from '../../services/product/photos';
import { requestCurrency } from '../../services/currency/display';
import { degressivePrice, loadTiers } from '../../services/product/pricing';
import { findActiveProduct } from '../../services/product/product';
import { stockByWarehouse } from '../../services/product/stock';
import { valueNameOf } from '../../services/product/variation';
import { loadVariants } from '../../services/product/variants';

/** An active variant of an active product; with productId, it must be that product's. */
async function findVariant(db: AppDb, variantId: number, productId?: number) {
  const [row] = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      priceCents: variants.priceCents,
      currencyCode: variants.currencyCode,
    })
    .from(variants)
    .innerJoin(products, and(eq(products.id, variants.productId), eq(products.isActive, true)))
    .where(and(eq(variants.id, variantId), eq(variants.isActive, true)));
  return row && (productId === undefined || row.productId === productId) ? row : null;
}

/**
 * The product page's widgets (spec: HTML fragments; here JSON view models the React widgets
 * render, as the contract allows): stock by warehouse (C1), photo gallery (C3), degressive
 * prices (C4). Each is refreshed when the variation changes.
 */
export const productWidgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;

  app.get(
    '/widget/catalog/StockByWarehouse',
    {
      schema: {
        tags: ['catalog'],
        summary: 'C1: stock of a variant per warehouse (all active ones, or those holding it)',
        querystring: StockByWarehouseQuery,
        response: { 200: StockByWarehouse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { productId, productVariantId, displayAllActiveWarehouses } = request.query;
      const { culture } = request;
      const { t } = request;
      if (!(await findVariant(app.db, productVariantId, productId))) {
        return reply.code(404).send({ message: t('Catalog.VariantNotFound') });
      }
      reply.header('cache-control', 'no-cache');
      return stockByWarehouse(
        app.db,
        { productId, variantId: productVariantId },
        displayAllActiveWarehouses,
        culture,
        t,
      );
    },
  );

  app.get(
    '/widget/catalog/ProductPhotosGallery',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "C3: pictures of a variant (its own, its colour's, the product's) and the 360 view",
        querystring: PhotosGalleryQuery,
        response: { 200: PhotosGallery, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { productId, productVariantId } = request.query;
      const { culture } = request;
      const { t } = request;
      const product = await findActiveProduct(app.db, productId, culture);
      if (!product) return reply.code(404).send({ message: t('Catalog.ProductNotFound') });
      const pv = await loadVariants(app.db, productId, culture);
      const variant =
        productVariantId === undefined
          ? null
          : pv.variants.find((v) => v.id === productVariantId && v.isActive);
      if (variant === undefined) {
        return reply.code(404).send({ message: t('Catalog.VariantNotFound') });
      }
      const ctx = { appBase, productName: product.name, valueName: valueNameOf(pv) };
      const [photos, frameSet] = await Promise.all([
        galleryPhotos(app.db, productId, variant, ctx),
        frameSetOf(app.db, productId, variant?.id ?? null),
      ]);
      return {
        ProductId: productId,
        ProductVariantId: variant?.id ?? null,
        Photos: photos,
        FrameSet: frameSet,
      };
    },
  );

  app.get(
    '/widget/catalog/DegressivePrice',
    {
      schema: {
        tags: ['catalog'],
        summary: 'C4: unit price by quantity (degressive prices) of a variant',
        querystring: DegressivePriceQuery,
        response: { 200: DegressivePrice, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const variant = await findVariant(app.db, request.query.productVariantId);
      if (!variant) {
        return reply.code(404).send({ message: request.t('Catalog.VariantNotFound') });
      }
      const currency = await requestCurrency(app.db, request);
      return degressivePrice(variant, await loadTiers(app.db, variant.id), culture, currency);
    },
  );
};
