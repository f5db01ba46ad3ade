import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { CustomerReferenceSearch } from '../../../api/contract/product';
import { CUSTOMER_REFERENCES_PAGE_SIZE } from '../../../rules/product';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { customerReferences, products, productTexts, variants } from '../../db/schema';
import { productUrl } from '../catalog/urls';

/** An active variant of an active product, with the product's name in `culture`. */
export async function sellableVariant(db: AppDb, variantId: number, culture: string) {
  const [row] = await db
    .select({
      id: variants.id,
      productId: products.id,
      sku: variants.sku,
      name: productTexts.name,
      slug: productTexts.slug,
    })
    .from(variants)
    .innerJoin(products, and(eq(products.id, variants.productId), eq(products.isActive, true)))
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.culture, culture)),
    )
    .where(and(eq(variants.id, variantId), eq(variants.isActive, true)));
  return row ?? null;
}

/** C2 submit: saves the customer's own code; an empty one removes it. */
export async function saveCustomerReference(
  db: AppDb,
  customerId: number,
  variantId: number,
  customerSku: string,
): Promise<void> {
  const where = and(
    eq(customerReferences.customerId, customerId),
    eq(customerReferences.variantId, variantId),
  );
  if (customerSku === '') {
    await db.delete(customerReferences).where(where);
    return;
  }
  await db
    .insert(customerReferences)
    .values({ customerId, variantId, customerSku })
    .onConflictDoUpdate({
      target: [customerReferences.customerId, customerReferences.variantId],
      set: { customerSku, updatedAt: sql`now()` },
    });
}

/** LIKE wildcards typed by the shopper are taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** References of sellable variants only: a link to a product that is gone would be a 404. */
function joined<T extends PgSelect>(query: T, culture: string) {
  return query
    .innerJoin(
      variants,
      and(eq(variants.id, customerReferences.variantId), eq(variants.isActive, true)),
    )
    .innerJoin(products, and(eq(products.id, variants.productId), eq(products.isActive, true)))
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.culture, culture)),
    );
}

/** C8: the customer's references containing `q` (case-insensitive), a page at a time. */
export async function searchCustomerReferences(
  db: AppDb,
  request: { customerId: number; q: string; page: number; culture: string; appBase: string },
): Promise<CustomerReferenceSearch> {
  const { customerId, culture, appBase } = request;
  const size = CUSTOMER_REFERENCES_PAGE_SIZE;
  const where = and(
    eq(customerReferences.customerId, customerId),
    ilike(customerReferences.customerSku, `%${literal(request.q)}%`),
  );
  const [total] = await joined(
    db.select({ n: count() }).from(customerReferences).$dynamic(),
    culture,
  ).where(where);
  const totalPages = Math.max(1, Math.ceil(Number(total?.n ?? 0) / size));
  const page = Math.min(request.page, totalPages);
  const rows = await joined(
    db
      .select({
        customerSku: customerReferences.customerSku,
        sku: variants.sku,
        name: productTexts.name,
        slug: productTexts.slug,
      })
      .from(customerReferences)
      .$dynamic(),
    culture,
  )
    .where(where)
    .orderBy(asc(customerReferences.customerSku), asc(customerReferences.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    Items: rows.map((r) => ({
      CustomerSKU: r.customerSku,
      ProductLink: productUrl(appBase, culture, r.slug),
      ProductName: r.name,
      SKU: r.sku,
    })),
    CurrentPage: page,
    TotalPages: totalPages,
    PageSize: size,
  };
}
