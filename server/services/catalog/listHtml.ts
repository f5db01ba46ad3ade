import type { ProductTile } from '../../../api/contract/catalog';
import type { CatalogListView } from '../../../api/contract/catalogList';
import {
  PAGINATION_INNER_WINDOW,
  PAGINATION_INNER_WINDOW_SMALL,
  PAGINATION_OUTER_WINDOW,
} from '../../../rules/pagination';
import { LIST_EAGER_TILES } from '../../../rules/catalogList';
import { responsivePaginationItems } from '../../../rules/paginationItems';
import type { Translate } from '../../shared/translate';
import { escapeHtml as e } from '../document';
import { pluralKey } from '../../../rules/plural';

/*
 * The first document's main section of a list page. Every wrapper, class and box here is the
 * one features/catalog/list renders (CatalogListPage, ProductCard, ListToolbar, Pagination):
 * the app replaces this HTML without moving anything.
 */

const EYE =
  '<svg class="product-card-eye" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"/></svg>';

export function cardHtml(p: ProductTile, t: Translate, eager: boolean, heading = 'h2'): string {
  const image = p.PhotoUrl
    ? `<span class="product-card-image"><img src="${e(p.PhotoUrl)}" alt="" width="400" height="500" ${eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'} decoding="async"></span>`
    : '<span class="product-card-image product-card-noimage"></span>';
  const colours = p.Colors.map(
    (c) =>
      `<li class="product-card-color" style="background-color:${e(c.ColorCode1)}" title="${e(c.Name)}"><span class="visually-hidden">${e(c.Name)}</span></li>`,
  ).join('');
  return (
    `<article class="product-card"><a class="product-card-link" href="${e(p.Url)}">${image}<${heading} class="product-card-name">${e(p.Name)}</${heading}></a>` +
    `<p class="product-card-brand">${e(p.Brand ?? '')}</p>` +
    `<p class="product-card-price">${p.FromPrice ? `<span class="product-card-from">${e(t('Catalog.List.FromPrice'))}</span> ` : ''}<span class="product-card-amount">${e(p.PriceTaxInclHtml)}</span></p>` +
    `<ul class="product-card-colors" aria-label="${e(t('Catalog.List.Colours'))}">${colours}</ul>` +
    `<p class="product-card-stock ${p.InStock ? 'in-stock' : 'out-of-stock'}">${e(t(p.InStock ? 'Catalog.List.InStock' : 'Catalog.List.OutOfStock'))}</p>` +
    `<button type="button" class="product-card-quickview" aria-expanded="false">${EYE}<span class="visually-hidden">${e(t('Catalog.QuickView.Open', p.Name))}</span></button></article>`
  );
}

function productsHtml(view: CatalogListView, t: Translate): string {
  if (view.Products.length === 0)
    return `<p class="catalog-list-empty">${e(t('Catalog.List.Empty'))}</p>`;
  if (view.Display === 'table') {
    const rows = view.Products.map(
      (p, i) =>
        `<tr><td><a class="product-table-link" href="${e(p.Url)}">${p.PhotoUrl ? `<img src="${e(p.PhotoUrl)}" alt="" width="48" height="60" ${i < LIST_EAGER_TILES ? 'loading="eager"' : 'loading="lazy"'} decoding="async">` : '<span class="product-table-noimage"></span>'}<span>${e(p.Name)}</span></a></td>` +
        `<td>${e(p.Brand ?? '')}</td><td class="product-table-price">${p.FromPrice ? `${e(t('Catalog.List.FromPrice'))} ` : ''}${e(p.PriceTaxInclHtml)}</td><td>${e(t(p.InStock ? 'Catalog.List.InStock' : 'Catalog.List.OutOfStock'))}</td></tr>`,
    ).join('');
    return (
      `<table class="table product-table"><caption class="visually-hidden">${e(view.Title)}</caption><thead><tr>` +
      `<th scope="col">${e(t('Catalog.List.ColumnProduct'))}</th><th scope="col">${e(t('Catalog.List.ColumnBrand'))}</th><th scope="col">${e(t('Catalog.List.ColumnPrice'))}</th><th scope="col">${e(t('Catalog.List.ColumnStock'))}</th>` +
      `</tr></thead><tbody>${rows}</tbody></table>`
    );
  }
  const cards = view.Products.map(
    (p, i) => `<li class="product-grid-item">${cardHtml(p, t, i < LIST_EAGER_TILES)}</li>`,
  ).join('');
  return `<ul class="product-grid">${cards}</ul>`;
}

/** An address of the list with `changes` applied (null removes a parameter). */
export type HrefFor = (changes: Record<string, string | null>) => string;

function options(choices: { Value: string; Name: string }[], selected: string): string {
  return choices
    .map(
      (c) =>
        `<option value="${e(c.Value)}"${c.Value === selected ? ' selected' : ''}>${e(c.Name)}</option>`,
    )
    .join('');
}

function select(id: string, label: string, inner: string): string {
  return `<div class="catalog-list-control"><label class="form-label" for="${id}">${e(label)}</label><select id="${id}" class="form-select form-select-sm">${inner}</select></div>`;
}

function toolbarHtml(view: CatalogListView, t: Translate, href: HrefFor, culture: string): string {
  const controls: string[] = [];
  if (view.Tag) {
    controls.push(
      select(
        'catalog-entity',
        t('Catalog.Tag.Show'),
        options(view.Tag.EntityNames, view.Tag.EntityName),
      ),
    );
  }
  controls.push(select('catalog-sort', t('Catalog.List.SortBy'), options(view.Sorts, view.Sort)));
  if (!view.Tag || view.Tag.EntityName === 'products') {
    const sizes = view.PageSizes.map((s) => ({ Value: String(s), Name: String(s) }));
    controls.push(
      select(
        'catalog-page-size',
        t('Catalog.List.PageSize'),
        options(sizes, String(view.Paging.PageSize)),
      ),
    );
    const modes = [
      { value: 'grid', key: 'Catalog.List.DisplayGrid' },
      { value: 'table', key: 'Catalog.List.DisplayTable' },
    ]
      .map(({ value, key }) => {
        const active = view.Display === value;
        return `<a class="btn btn-sm btn-outline-secondary${active ? ' active' : ''}"${active ? ' aria-current="true"' : ''} href="${e(href({ display: value }))}">${e(t(key))}</a>`;
      })
      .join('');
    controls.push(
      `<div class="btn-group catalog-display" role="group" aria-label="${e(t('Catalog.List.Display'))}">${modes}</div>`,
    );
  }
  return (
    `<div class="catalog-list-toolbar"><p class="catalog-list-count" role="status">${e(t(pluralKey('Catalog.List.Count', culture, view.Paging.TotalItems), view.Paging.TotalItems))}</p>` +
    `<div class="catalog-list-controls">${controls.join('')}</div></div>`
  );
}

export function paginationHtml(view: CatalogListView, t: Translate, href: HrefFor): string {
  const { CurrentPage: current, TotalPages: total } = view.Paging;
  if (total <= 1) return '';
  const link = (page: number, label: string, cls: string, rel = '') =>
    `<li class="page-item ${cls}"><a class="page-link" href="${e(href({ pageindex: page > 1 ? String(page) : null }))}"${rel}>${label}</a></li>`;
  const named = (page: number) => ` aria-label="${e(t('Catalog.Pagination.Page', page))}"`;
  const items = responsivePaginationItems(
    current,
    total,
    PAGINATION_INNER_WINDOW,
    PAGINATION_INNER_WINDOW_SMALL,
    PAGINATION_OUTER_WINDOW,
  )
    .map((item) => {
      const only = item.only ? `page-item-${item.only}` : '';
      if (item.kind === 'gap')
        return `<li class="page-item disabled page-gap ${only}"><span class="page-link">…</span></li>`;
      if (item.page === current)
        return `<li class="page-item active ${only}"><a class="page-link" href="${e(href({ pageindex: current > 1 ? String(current) : null }))}" aria-current="page"${named(item.page)}>${item.page}</a></li>`;
      return link(item.page, String(item.page), only, named(item.page));
    })
    .join('');
  const prev =
    current > 1
      ? link(
          current - 1,
          `<span aria-hidden="true">‹</span><span class="visually-hidden">${e(t('Catalog.Pagination.Previous'))}</span>`,
          'page-prev',
          ' rel="prev"',
        )
      : '';
  const next =
    current < total
      ? link(
          current + 1,
          `<span aria-hidden="true">›</span><span class="visually-hidden">${e(t('Catalog.Pagination.Next'))}</span>`,
          'page-next',
          ' rel="next"',
        )
      : '';
  return `<nav class="pagination-nav" aria-label="${e(t('Catalog.Pagination.Label'))}"><ul class="pagination">${prev}${items}${next}</ul></nav>`;
}

export function listHtml(
  view: CatalogListView,
  t: Translate,
  href: HrefFor,
  culture: string,
): string {
  const crumbs = view.Category
    ? `<nav class="catalog-breadcrumb" aria-label="${e(t('Catalog.List.Breadcrumb'))}"><ol class="breadcrumb">${view.Category.Breadcrumb.map(
        (b, i, all) =>
          i === all.length - 1
            ? `<li class="breadcrumb-item active" aria-current="page">${e(b.Name)}</li>`
            : `<li class="breadcrumb-item"><a href="${e(b.Url)}">${e(b.Name)}</a></li>`,
      ).join('')}</ol></nav>`
    : '';
  const description = view.Category?.Description
    ? `<p class="catalog-list-description">${e(view.Category.Description)}</p>`
    : '';
  const categories = view.Categories.length
    ? `<nav class="catalog-categories" aria-label="${e(t('Catalog.List.Categories'))}"><ul class="catalog-categories-list">${view.Categories.map(
        (c) =>
          `<li><a class="catalog-category-link" href="${e(c.Url)}">${e(c.Name)} <span class="catalog-category-count">(${c.Count})</span></a></li>`,
      ).join('')}</ul></nav>`
    : '';
  const tag = view.Tag && view.Tag.EntityName !== 'products' ? view.Tag : null;
  const entities = tag?.Entities.length
    ? `<ul class="tag-entities">${tag.Entities.map(
        (en) =>
          `<li><a class="tag-entity-link" href="${e(en.Url)}">${e(en.Name)} <span class="catalog-category-count">(${en.Count})</span></a></li>`,
      ).join('')}</ul>`
    : `<p class="catalog-list-empty">${e(t('Catalog.Tag.NoEntity'))}</p>`;
  const main = tag
    ? entities + sliderHtml(t('Catalog.Tag.Highlights', tag.Name), tag.Highlights, t)
    : productsHtml(view, t) + paginationHtml(view, t, href);
  const aside = tag
    ? ''
    : `<aside class="catalog-list-aside" aria-label="${e(t('Catalog.List.Filters'))}"><button type="button" class="btn btn-outline-secondary catalog-filters-toggle" aria-expanded="false" aria-controls="catalog-filters">${e(t('Catalog.List.Filters'))}</button><div id="catalog-filters" class="catalog-filters"></div></aside>`;
  return (
    `<section class="catalog-list">${crumbs}<header class="catalog-list-header"><h1 class="catalog-list-title">${e(view.Title)}</h1>${description}</header>${categories}` +
    `<div class="catalog-list-layout">${aside}<div class="catalog-list-main">${toolbarHtml(view, t, href, culture)}${main}</div></div>${brandsHtml(view, t)}</section>`
  );
}

/** ProductSlider and BrandCarousel before their slider chunk: the same row, the same size. */
function sliderHtml(title: string, tiles: ProductTile[], t: Translate): string {
  if (tiles.length === 0) return '';
  const cards = tiles
    .map((p) => `<li class="product-slider-slide">${cardHtml(p, t, false, 'h3')}</li>`)
    .join('');
  return `<section class="product-slider"><h2 class="product-slider-title">${e(title)}</h2><div class="product-slider-track"><ul class="product-slider-static">${cards}</ul></div></section>`;
}

function brandsHtml(view: CatalogListView, t: Translate): string {
  if (view.Brands.length === 0) return '';
  const tiles = view.Brands.map(
    (b) =>
      `<li class="brand-carousel-slide"><a class="brand-tile" href="${e(b.Url)}">${b.LogoUrl ? `<img src="${e(b.LogoUrl)}" alt="${e(b.Name)}" width="160" height="64" loading="lazy">` : e(b.Name)}</a></li>`,
  ).join('');
  return `<section class="brand-carousel"><h2 class="brand-carousel-title">${e(t('Catalog.List.Brands'))}</h2><div class="brand-carousel-track"><ul class="brand-carousel-static">${tiles}</ul></div></section>`;
}

/** schema.org ItemList of the page's products, with absolute addresses. */
export function itemListJsonLd(view: CatalogListView, origin: string): unknown {
  const offset = (view.Paging.CurrentPage - 1) * view.Paging.PageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: view.Title,
    url: origin + view.Canonical,
    numberOfItems: view.Paging.TotalItems,
    itemListElement: view.Products.map((p, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: origin + p.Url,
      name: p.Name,
    })),
  };
}
