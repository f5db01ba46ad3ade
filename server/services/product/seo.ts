import type { ProductPage } from '../../../api/contract/product';
import { escapeHtml, type DocumentView } from '../document';

/** Meta descriptions past this length are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

function metaDescription(page: ProductPage): string {
  const text = (page.ShortDescription || page.Description).replace(/\s+/g, ' ').trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The first document's translated names (request.t). */
export interface ProductMainLabels {
  breadcrumb: string;
  /** The main picture's button, which opens the lightbox once the page's script runs. */
  enlargePhoto: string;
}

/**
 * The top of the product page as the React page renders it (features/product/ProductPage.tsx):
 * the same elements, classes and inline box sizes, styled by the main stylesheet only, so
 * nothing moves when the route chunk (and its stylesheet) takes over. The main picture is the
 * page's largest paint: it is in this document and fetched with high priority.
 */
export function productMainHtml(page: ProductPage, labels: ProductMainLabels): string {
  const e = escapeHtml;
  const crumbs = page.Breadcrumb.map(
    (c) =>
      `<li><a href="${e(c.Url)}">${e(c.Name)}</a><span class="mx-1" aria-hidden="true">/</span></li>`,
  ).join('');
  const photo = page.ProductVariantViewModel.Photos[0];
  const box = photo
    ? `<div class="product-photo-box position-relative overflow-hidden" style="aspect-ratio: ${photo.Width} / ${photo.Height}; background-color: ${e(photo.Color)};"><button type="button" class="product-photo-open d-block w-100 h-100 p-0 border-0 bg-transparent" aria-label="${e(labels.enlargePhoto)}"><img class="product-photo-img w-100 h-100" src="${e(photo.Url)}" width="${photo.Width}" height="${photo.Height}" alt="${e(photo.Alt)}" fetchpriority="high"></button></div>`
    : `<div class="product-photo-box position-relative overflow-hidden" style="aspect-ratio: 1 / 1;"></div>`;
  const brand = page.Brand ? `<p class="text-muted mb-1 product-brand">${e(page.Brand)}</p>` : '';
  return [
    '<div class="product-page">',
    `<nav class="product-breadcrumb" aria-label="${e(labels.breadcrumb)}"><ol class="list-unstyled d-flex flex-wrap small mb-3">${crumbs}<li aria-current="page">${e(page.Name)}</li></ol></nav>`,
    '<div class="row product-top">',
    '<div class="col-md-6 mb-3 product-media"><div class="row g-2 product-gallery">',
    `<div class="col-sm-10 product-photo-main">${box}</div>`,
    '<div class="col-sm-2 order-sm-first product-thumbs" style="min-height: 4.5rem;"></div>',
    '</div></div>',
    '<div class="col-md-6 product-summary">',
    `<h1 class="h2 product-title">${e(page.Name)}</h1>`,
    brand,
    `<p class="fs-4 fw-bold mb-2 product-price">${e(page.ProductVariantViewModel.PriceTaxInclHtml)}</p>`,
    `<p class="product-short-description">${e(page.ShortDescription)}</p>`,
    '</div></div></div>',
  ].join('');
}

/** schema.org Product with its offer (the default variant), addresses made absolute. */
export function productJsonLd(page: ProductPage, origin: string): Record<string, unknown> {
  const variant = page.ProductVariantViewModel;
  const url = origin + page.Canonical;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.Name,
    description: metaDescription(page),
    sku: variant.SKU,
    mpn: page.Reference,
    url,
    image: page.Photos.map((p) => origin + p.Url),
    ...(page.Brand ? { brand: { '@type': 'Brand', name: page.Brand } } : {}),
    ...(page.Category ? { category: page.Category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      sku: variant.SKU,
      price: variant.UnitPriceTaxIncl.toFixed(2),
      priceCurrency: variant.CurrencyCode,
      availability: variant.Stock.InStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The first document of a product page. */
export function productDocumentView(
  page: ProductPage,
  origin: string,
  labels: ProductMainLabels,
  prime: DocumentView['prime'],
): DocumentView {
  return {
    title: page.Brand ? `${page.Name} – ${page.Brand}` : page.Name,
    description: metaDescription(page),
    canonical: page.Canonical,
    alternates: page.Alternates,
    bodyClass: 'inner',
    mainHtml: productMainHtml(page, labels),
    jsonLd: productJsonLd(page, origin),
    prime,
  };
}
