import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';

/**
 * Issue 4's journeys, in French on desktop and in Dutch on a phone: a category, its filters,
 * sort and pages, a product with its variations, stock by warehouse, add to cart, and search.
 */
const words = {
  fr: {
    shop: 'Boutique',
    women: 'Femme',
    colour: 'Couleur',
    size: 'Taille',
    brands: 'Marques',
    sort: 'Trier par',
    priceAsc: 'Prix croissant',
    pages: 'Pages de la liste',
    page2: 'Page 2',
    filters: 'Filtres',
    apply: 'Voir les articles',
    stock: 'Stock par entrepôt',
    add: 'Ajouter au panier',
    unavailable: 'indisponible',
    openSearch: 'Ouvrir la recherche',
    searchLabel: 'Rechercher un produit',
    found: 'Liste des produits trouvés',
    results: 'Résultats pour',
  },
  nl: {
    shop: 'Winkel',
    women: 'Dames',
    colour: 'Kleur',
    size: 'Maat',
    brands: 'Merken',
    sort: 'Sorteren op',
    priceAsc: 'Prijs oplopend',
    pages: 'Pagina’s van de lijst',
    page2: 'Pagina 2',
    filters: 'Filters',
    apply: 'Artikelen tonen',
    stock: 'Voorraad per magazijn',
    add: 'In winkelmandje',
    unavailable: 'niet beschikbaar',
    openSearch: 'Zoeken openen',
    searchLabel: 'Een product zoeken',
    found: 'Lijst van gevonden producten',
    results: 'Resultaten voor',
  },
} as const;

type Culture = keyof typeof words;
const cultureOf = (projectName: string): Culture => (projectName === 'mobile' ? 'nl' : 'fr');

interface Value {
  ProductAttributeValueId: number;
  DisplayValue: string;
  IsUnavailable: boolean;
}
interface Variation {
  ProductVariantViewModel: {
    UnitPriceTaxIncl: number;
    ProductVariantId: number;
    Stock: { Quantity: number };
  };
  ProductVariantAttributesViewModel: { Name: string; ProductAttributeValuesViewModel: Value[] }[];
}

/**
 * A product whose sizes cost different amounts and whose chosen colour lacks a size: found
 * through the API (C10, the page JSON and C5), so the journey does not depend on seed ids.
 */
async function productWithChoices(request: APIRequestContext, culture: Culture) {
  const json = { accept: 'application/json' };
  const list = await (
    await request.get(
      `${culture}/catalog/category/${culture === 'fr' ? 'maison' : 'wonen'}?pageSize=48`,
      {
        headers: json,
      },
    )
  ).json();
  for (const tile of list.Products as { Url: string }[]) {
    const page = await (await request.get(tile.Url, { headers: json })).json();
    if (page.ProductVariantAttributesViewModel.length !== 2) continue;
    const variation = async (ids: number[]) =>
      (await (
        await request.get(`api/v1/catalog/products/${page.ProductId}/productvariants`, {
          params: {
            ...Object.fromEntries(ids.map((id, i) => [`VariantValueId${i + 1}`, id])),
            Quantity: 1,
            culture,
          },
        })
      ).json()) as Variation;
    const [colours, sizes] = page.ProductVariantAttributesViewModel;
    for (const colour of colours.ProductAttributeValuesViewModel as Value[]) {
      const forColour = await variation([colour.ProductAttributeValueId]);
      const sizeValues =
        forColour.ProductVariantAttributesViewModel[1]!.ProductAttributeValuesViewModel;
      const missing = sizeValues.find((v) => v.IsUnavailable);
      const available = sizeValues.filter((v) => !v.IsUnavailable);
      if (!missing || available.length < 2) continue;
      const prices = await Promise.all(
        available.map(async (size) => {
          const chosen = await variation([
            colour.ProductAttributeValueId,
            size.ProductAttributeValueId,
          ]);
          const { UnitPriceTaxIncl, Stock } = chosen.ProductVariantViewModel;
          return { size, price: UnitPriceTaxIncl, stock: Stock.Quantity };
        }),
      );
      const [a, b] = [prices[0]!, prices.find((p) => p.price !== prices[0]!.price && p.stock > 0)];
      if (!b) continue;
      return {
        url: tile.Url as string,
        colour,
        sizeAttribute: sizes.Name as string,
        missing,
        a,
        b,
      };
    }
  }
  throw new Error('the seed has no product with priced sizes and a missing combination');
}

/** Variation radios are Bootstrap btn-check inputs: the shopper clicks their label. */
async function pick(group: Locator, name: string | RegExp): Promise<void> {
  const id = await group
    .getByRole('radio', { name, exact: typeof name === 'string' })
    .getAttribute('id');
  await group.locator(`label[for="${id}"]`).click();
}

async function cartChangedCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const log = window.__VITRINE_SUPPORT__?.getLog();
    if (!log) throw new Error('not in support mode');
    return Object.values(log.actionsById).filter((entry) => entry.action.type === 'cart/changed')
      .length;
  });
}

test.describe('catalog', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? '');
  });

  test('a category: filter by colour and brand, sort, change page, open a product', async ({
    page,
  }, testInfo) => {
    const culture = cultureOf(testInfo.project.name);
    const w = words[culture];
    const mobile = testInfo.project.name === 'mobile';
    await page.goto(`${culture}/catalog`);
    await appReady(page);
    await page
      .getByRole('navigation', { name: w.shop === 'Boutique' ? 'Catégories' : 'Categorieën' })
      .or(page.locator('.catalog-categories'))
      .first()
      .getByRole('link', { name: w.women })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/`));
    await expect(page.getByRole('heading', { level: 1, name: w.women })).toBeVisible();
    const count = page.locator('.catalog-list-count');
    const before = await count.innerText();

    // The page has ended its in animation (it slides 0.75rem): a tap lands where it aims.
    await expect(page.locator('#main')).not.toHaveClass(/page-entering/);
    if (mobile) {
      const toggle = page.getByRole('button', { name: w.filters, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const colours = page.getByRole('group', { name: w.colour });
    await colours.getByRole('checkbox').first().click();
    if (!mobile) await expect(page).toHaveURL(/ProductAttributes/);
    const brands = page.getByRole('group', { name: w.brands });
    await brands.getByRole('checkbox').first().click();
    if (mobile) await page.getByRole('button', { name: w.apply }).click();
    await expect(page).toHaveURL(
      /filter=.*ProductAttributes.*Brands|filter=.*Brands.*ProductAttributes/,
    );
    await expect(count).not.toHaveText(before);

    // Back to the whole category for a list long enough to sort and page: one step per
    // facet click on a wide screen, one for the applied pair on a phone.
    await page.goBack();
    if (!mobile) await page.goBack();
    await expect(page).not.toHaveURL(/filter=/);
    // Back restores the list itself (after the page-out animation), not only the address.
    await expect(count).toHaveText(before);
    await page.getByLabel(w.sort).selectOption({ label: w.priceAsc });
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes at once; the sorted list replaces the old one after the page-out animation.
    const prices = () =>
      page
        .locator('.product-grid .product-card [data-price]')
        .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.price)));
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length > 3 && shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
      })
      .toBe(true);

    await page
      .getByRole('navigation', { name: w.pages })
      .getByRole('link', { name: w.page2, exact: true })
      .click();
    await expect(page).toHaveURL(/pageindex=2/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expectAccessible(page);

    const first = page.locator('.product-grid .product-card').first().getByRole('link').first();
    const name = (await first.innerText()).split('\n')[0]!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/product/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a product: colour and size change price and stock, stock by warehouse, add to cart', async ({
    page,
    request,
  }, testInfo) => {
    const culture = cultureOf(testInfo.project.name);
    const w = words[culture];
    const found = await productWithChoices(request, culture);
    await page.goto(`${found.url}?support=1`);
    await pick(page.getByRole('group', { name: new RegExp(w.colour) }), found.colour.DisplayValue);
    const sizes = page.getByRole('group', { name: new RegExp(found.sizeAttribute) });
    const missing = sizes.getByRole('radio', {
      name: new RegExp(`^${found.missing.DisplayValue} `),
    });
    await expect(missing).toBeDisabled();
    await expect(missing).toHaveAccessibleName(new RegExp(w.unavailable));

    const price = page.locator('.product-price');
    const stock = page.locator('.stock-status');
    await pick(sizes, found.a.size.DisplayValue);
    await expect(price).toHaveAttribute('data-price', String(found.a.price));
    await expect(stock).toHaveAttribute('data-quantity', String(found.a.stock));
    await pick(sizes, found.b.size.DisplayValue);
    await expect(price).toHaveAttribute('data-price', String(found.b.price));
    await expect(stock).toHaveAttribute('data-quantity', String(found.b.stock));

    await page
      .getByRole('button', { name: w.stock })
      .or(page.getByRole('link', { name: w.stock }))
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: w.stock });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const before = await cartChangedCount(page);
    // The size shown last (b) is in stock.
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect.poll(() => cartChangedCount(page)).toBe(before + 1);
  });

  test('search: two letters show suggestions, Enter opens the results page', async ({
    page,
  }, testInfo) => {
    const culture = cultureOf(testInfo.project.name);
    const w = words[culture];
    await page.goto(`${culture}/`);
    await page.getByRole('button', { name: w.openSearch }).click();
    await expect(page.locator('body')).toHaveClass(/search-open/);
    const box = page.getByRole('combobox', { name: w.searchLabel });
    await box.fill(culture === 'fr' ? 'robe' : 'jurk');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(page.getByText(w.found)).toBeVisible();
    await expectAccessible(page);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/catalog\\?q=`));
    await expect(page.locator('body')).not.toHaveClass(/search-open/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.results);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });
});
