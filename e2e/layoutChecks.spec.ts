import { expect, test } from '@playwright/test';
import { csrfHeader } from './accountApi';
import { appReady } from './appReady';
import { acceptCookies } from './consentCookie';

/**
 * Issue 20's display defects that only a browser's layout shows: the phone cart's quantity label
 * (a large paragraph instead of a label for assistive technology) and the quick view's close
 * button (drawn over its third thumbnail).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

test('fr: the quick view’s close button covers none of its pictures', async ({ page }) => {
  await page.goto('fr/catalog');
  await appReady(page);
  const card = page.locator('.product-grid .product-card').first();
  await card.locator('.product-card-quickview').click();
  const panel = card.locator('.product-card-quickview-panel');
  await expect(panel.locator('.quickview-photos li').first()).toBeVisible();
  // The defect was over the third picture: the demo's first product has four.
  expect(await panel.locator('.quickview-photos li').count()).toBeGreaterThanOrEqual(3);
  const overlaps = await panel.evaluate((root) => {
    const close = root.querySelector('.quickview-close')!.getBoundingClientRect();
    return [...root.querySelectorAll('.quickview-photos li')].filter((li) => {
      const r = li.getBoundingClientRect();
      return (
        r.left < close.right && close.left < r.right && r.top < close.bottom && close.top < r.bottom
      );
    }).length;
  });
  expect(overlaps).toBe(0);
});

test.describe('at 390 px', () => {
  // The stacked cart lines are the phone's layout: both projects look at it.
  test.use({ viewport: { width: 390, height: 844 } });

  test('nl: the phone cart’s quantity label is for assistive technology only', async ({ page }) => {
    await page.goto('nl/');
    const list = await (
      await page.request.get('nl/catalog?pageSize=48', { headers: { accept: 'application/json' } })
    ).json();
    // The first product in stock that sells by the piece (some have a minimum quantity).
    let added = false;
    for (const tile of list.Products as { InStock: boolean; DefaultVariantId?: number }[]) {
      if (!tile.InStock || !tile.DefaultVariantId) continue;
      const answer = await page.request.post('api/v1/catalog/products/addtocart', {
        headers: await csrfHeader(page),
        data: { ProductVariantId: tile.DefaultVariantId, Quantity: 1, Name: 'layout' },
      });
      if ((added = answer.ok())) break;
    }
    expect(added).toBe(true);
    await page.goto('nl/shoppingcarts');
    await appReady(page);
    const field = page.getByRole('spinbutton').filter({ visible: true }).first();
    await expect(field).toBeVisible();
    // Named by its label, which takes no room on screen.
    await expect(field).toHaveAccessibleName(/^Aantal van/);
    const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
    const box = await label.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  });
});
