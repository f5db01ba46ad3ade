import type {
  ProductPage,
  ProductVariantAttributeViewModel,
  ProductVariantViewModel,
  ProductVariation,
} from '@api/contract/product';

const photo = (id: number, alt: string) => ({
  AssetId: id,
  Url: `/media/catalog/${id}/robe-${id}.jpg.svg`,
  Width: 1200,
  Height: 1500,
  Alt: alt,
  Color: '#1f2a44',
});

export function variantModel(over: Partial<ProductVariantViewModel> = {}): ProductVariantViewModel {
  return {
    ProductId: 7,
    ProductVariantId: 101,
    VariantValueId1: 3,
    VariantValueId2: 18,
    SKU: 'VT000007-NAVY-S',
    UnitPriceTaxIncl: 59.95,
    CurrencyCode: 'EUR',
    PriceTaxInclHtml: '59,95 €',
    Quantity: 1,
    VariantLabel: 'Marine / S',
    Stock: { InStock: true, Quantity: 12, AvailabilityText: 'En stock' },
    Photos: [photo(31, 'Robe Ostende en lin – Marine')],
    CustomerSKU: null,
    ...over,
  };
}

/** Colour (swatches) and size (buttons); L cannot be had in the chosen colour. */
export function attributes(colour = 3, size = 18): ProductVariantAttributeViewModel[] {
  return [
    {
      AttributeId: 1,
      Name: 'Couleur',
      FieldName: 'VariantValueId1',
      VariationDisplayTypeValue: 'Square',
      Value: colour,
      ProductAttributeValuesViewModel: [
        {
          ProductAttributeValueId: 3,
          DisplayValue: 'Marine',
          IsUnavailable: false,
          ColorCode1: '#1f2a44',
          ColorCode2: null,
          ColorCode3: null,
        },
        {
          ProductAttributeValueId: 4,
          DisplayValue: 'Rouge',
          IsUnavailable: false,
          ColorCode1: '#b3261e',
          ColorCode2: null,
          ColorCode3: null,
        },
        {
          ProductAttributeValueId: 16,
          DisplayValue: 'Tartan',
          IsUnavailable: true,
          ColorCode1: '#8b1e2b',
          ColorCode2: '#1f4d3a',
          ColorCode3: '#1b1b1b',
        },
      ],
    },
    {
      AttributeId: 2,
      Name: 'Taille',
      FieldName: 'VariantValueId2',
      VariationDisplayTypeValue: 'List',
      Value: size,
      ProductAttributeValuesViewModel: [
        {
          ProductAttributeValueId: 18,
          DisplayValue: 'S',
          IsUnavailable: false,
          ColorCode1: null,
          ColorCode2: null,
          ColorCode3: null,
        },
        {
          ProductAttributeValueId: 19,
          DisplayValue: 'M',
          IsUnavailable: false,
          ColorCode1: null,
          ColorCode2: null,
          ColorCode3: null,
        },
        {
          ProductAttributeValueId: 20,
          DisplayValue: 'L',
          IsUnavailable: true,
          ColorCode1: null,
          ColorCode2: null,
          ColorCode3: null,
        },
      ],
    },
  ];
}

export function productPage(over: Partial<ProductPage> = {}): ProductPage {
  const variant = variantModel();
  return {
    Culture: 'fr',
    ProductId: 7,
    Reference: 'VT000007',
    Name: 'Robe Ostende en lin',
    Brand: 'Atelier Meir',
    Category: 'Robes',
    Breadcrumb: [
      { Name: 'Femme', Url: '/fr/catalog/category/femme' },
      { Name: 'Robes', Url: '/fr/catalog/category/femme-robes' },
    ],
    ShortDescription: 'Robes · Lin · Atelier Meir',
    Description: 'Une robe légère.',
    MinQty: 1,
    MaxQty: 10,
    StepQty: 1,
    ProductVariantAttributesViewModel: attributes(),
    ProductVariantViewModel: variant,
    Photos: variant.Photos,
    FrameSet: null,
    RelatedProducts: [],
    AssociatedCategories: [],
    Alternates: { fr: '/fr/catalog/product/robe-7', nl: '/nl/catalog/product/jurk-7' },
    Canonical: '/fr/catalog/product/robe-7',
    ...over,
  };
}

export function variation(
  colour: number,
  size: number,
  over: Partial<ProductVariantViewModel> = {},
): ProductVariation {
  return {
    ProductVariantViewModel: variantModel({
      VariantValueId1: colour,
      VariantValueId2: size,
      ...over,
    }),
    ProductVariantAttributesViewModel: attributes(colour, size),
  };
}

/** react-slick's media queries need matchMedia, which jsdom lacks. */
export function installMatchMedia(matches = false): void {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** C3 and C4 answers for a variant (one picture, one price), as the widgets ask for them. */
export function widgetAnswer(url: URL): Response | undefined {
  const variantId = Number(url.searchParams.get('productVariantId'));
  const body = (data: unknown) =>
    new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  if (url.pathname === '/widget/catalog/DegressivePrice') {
    return body({ ProductVariantId: variantId, CurrencyCode: 'EUR', Tiers: [] });
  }
  if (url.pathname === '/widget/catalog/ProductPhotosGallery') {
    const photos = variantModel({ ProductVariantId: variantId }).Photos;
    return body({ ProductId: 7, ProductVariantId: variantId, Photos: photos, FrameSet: null });
  }
  return undefined;
}
