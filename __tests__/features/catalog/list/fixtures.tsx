import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { PageRoutes } from '@features/navigation/PageRoutes';
import type { ProductTile } from '@api/contract/catalog';
import type { CatalogListView, FacetGroup, ListFilterView } from '@api/contract/catalogList';
import { parseFilter } from '@rules/catalogFilter';
import { route } from '@src/pages/CatalogRoute';
import { setupStore } from '@store/index';
import { json, mockFetch } from '../../../support/fetchMock';

export const TOTAL = 100;

export function tile(id: number): ProductTile {
  return {
    ProductId: id,
    Name: `Robe ${id}`,
    Url: `/fr/catalog/product/robe-${id}`,
    Brand: 'Atelier Ostende',
    PhotoUrl: `/media/catalog/${id}/robe-${id}.jpg.svg`,
    PhotoAlt: `Robe ${id}`,
    PriceTaxInclHtml: '49,95\u00a0€',
    UnitPriceTaxIncl: 49.95,
    CurrencyCode: 'EUR',
    FromPrice: id % 2 === 0,
    InStock: id % 3 !== 0,
    Colors: [{ Name: 'Noir', ColorCode1: '#111111' }],
  };
}

/** The list view a server would answer for these parameters (paging, echo, choices). */
export function listView(url: URL): CatalogListView {
  const q = url.searchParams;
  const pageSize = Number(q.get('pageSize') ?? 24);
  const totalPages = Math.ceil(TOTAL / pageSize);
  const page = Math.min(Number(q.get('pageindex') ?? 1), totalPages);
  const first = (page - 1) * pageSize + 1;
  return {
    Culture: 'fr',
    Kind: 'catalog',
    Title: 'Catalogue',
    Description: '',
    Canonical: '/fr/catalog',
    Alternates: { fr: '/fr/catalog', nl: '/nl/catalog' },
    Products: Array.from({ length: Math.min(pageSize, TOTAL - first + 1) }, (_v, i) =>
      tile(first + i),
    ),
    Paging: { TotalPages: totalPages, CurrentPage: page, TotalItems: TOTAL, PageSize: pageSize },
    Display: q.get('display') === 'table' ? 'table' : 'grid',
    Sort: q.get('sort') ?? 'newest',
    Filter: parseFilter(q.get('filter')),
    Q: '',
    OpenWishlist: false,
    OpenBirthlist: false,
    Sorts: [
      { Value: 'newest', Name: 'Nouveautés' },
      { Value: 'price-asc', Name: 'Prix croissant' },
    ],
    PageSizes: [12, 24, 48],
    Category: null,
    Categories: [{ Id: 1, Name: 'Femme', Url: '/fr/catalog/category/femme', Count: 60 }],
    Brands: [{ Id: 1, Name: 'Atelier Ostende', Url: '/fr/catalog?filter=%7B%7D', LogoUrl: null }],
    Tag: null,
    FilterContext: { categoryId: null, tagId: null },
  };
}

const value = (
  Id: number | string,
  Name: string,
  extra: Partial<FacetGroup['Values'][number]> = {},
) => ({
  Id,
  Name,
  Count: 10,
  Selected: false,
  ColorCode1: null,
  ColorCode2: null,
  ColorCode3: null,
  ...extra,
});

export function facetView(): ListFilterView {
  return {
    TotalItems: TOTAL,
    Groups: [
      {
        Key: 'Categories',
        AttributeId: null,
        Name: 'Catégories',
        Type: 'Checkbox',
        DisplayType: 'List',
        Values: [value(1, 'Femme'), value(2, '|——Robes'), value(3, '|——|——Robes longues')],
      },
      {
        Key: 'Brands',
        AttributeId: null,
        Name: 'Marques',
        Type: 'Checkbox',
        DisplayType: 'List',
        Values: [
          'Atelier Ostende',
          'Maison Spa',
          'Lin de Gand',
          'Bruges & Co',
          'Namur',
          'Liège',
          'Mons',
          'Arlon',
          'Dinant',
        ].map((name, i) => value(i + 1, name)),
      },
      {
        Key: 'PriceRange',
        AttributeId: null,
        Name: 'Prix',
        Type: 'Radio',
        DisplayType: 'List',
        Values: [value('0-25', 'Moins de 25 €'), value('25-50', 'De 25 € à 50 €')],
      },
      {
        Key: 'ProductAttributes',
        AttributeId: 1,
        Name: 'Couleur',
        Type: 'Checkbox',
        DisplayType: 'Square',
        Values: [
          value(7, 'Noir', { ColorCode1: '#111111' }),
          value(8, 'Marine', { ColorCode1: '#1d2a44' }),
        ],
      },
      {
        Key: 'InStock',
        AttributeId: null,
        Name: 'Disponibilité',
        Type: 'Single',
        DisplayType: 'List',
        Values: [value(1, 'En stock uniquement')],
      },
    ],
  };
}

/** Browsers have matchMedia (react-slick needs it); `small` answers the below-medium query. */
export function setScreen(small: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: small && query.includes('max-width: 767.98px'),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** What the list's parent route sees: the location on screen, and a navigate for back/forward. */
const shown: { location?: Location; navigate?: NavigateFunction } = {};

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    shown.location = location;
    shown.navigate = navigate;
  });
  return <Outlet />;
}

/**
 * The real catalog route (loader and component) behind our navigation controller in a memory
 * router, over a mocked server.
 */
export async function renderList(start = '/fr/catalog') {
  const fetches = mockFetch((url) => {
    if (url.pathname.includes('/stringresources')) return json(200, {});
    if (url.pathname === '/widget/catalog/ListFilter') return json(200, facetView());
    if (url.pathname.endsWith('/quickview')) {
      return json(200, {
        ProductId: 1,
        Name: 'Robe 1',
        Url: '/fr/catalog/product/robe-1',
        Brand: 'Atelier Ostende',
        ShortDescription: 'Robes · Lin · Atelier Ostende',
        Photos: [
          { Url: '/media/catalog/1/robe-1.jpg.svg', Alt: 'Robe 1', Width: 1200, Height: 1500 },
        ],
        PriceTaxInclHtml: '49,95\u00a0€',
        FromPrice: false,
        InStock: true,
        Variants: {
          Count: 6,
          InStockCount: 4,
          Attributes: [
            {
              Name: 'Couleur',
              DisplayType: 'Square',
              Values: [{ Name: 'Noir', ColorCode1: '#111111' }],
            },
          ],
        },
      });
    }
    if (url.pathname.startsWith('/fr/catalog')) return json(200, listView(url));
    return json(404, { message: 'not found' });
  });
  const store = setupStore();
  const page = route(store);
  const routes = [
    {
      path: '/:culture',
      element: <Probe />,
      children: [{ path: 'catalog', lazy: () => Promise.resolve(page) }],
    },
  ];
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[start]}>
        <PageRoutes routes={routes} FirstPaint={() => null} />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const router = {
    /** Back (-1) or forward through the memory history, as the data router's navigate(-1) did. */
    navigate: async (delta: number) => shown.navigate?.(delta),
  };
  const search = () => new URLSearchParams(shown.location?.search);
  const filter = () => parseFilter(search().get('filter'));
  const calls = (part: string) => fetches.calls.filter((c) => c.url.includes(part));
  return { store, router, view, fetches, search, filter, calls };
}
