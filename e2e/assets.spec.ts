import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerByApi } from './accountApi';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * The asset widgets where a shopper meets them (issue 18), in French and in Dutch, on a desktop
 * and on a phone: the profile picture (a file that is not an image and an image smaller than
 * the square crop are refused first, then a larger picture goes through the crop dialog, is
 * cropped by the server, saved and still there after a reload; the square picture turns left
 * and right), and the document library (the tree open to depth 1, a folder's documents, a
 * download). axe on every step.
 */
const words = {
  fr: {
    picture: 'Photo de profil',
    notImage: 'Veuillez envoyer une image correcte',
    tooSmall: 'L’image doit mesurer au moins 240 x 240 pixels (elle fait 120 x 120 pixels)',
    close: 'Fermer',
    cropTitle: 'Recadrer l’image',
    crop: 'Recadrer',
    cropped: 'Image recadrée',
    saved: 'Photo de profil enregistrée.',
    rotateRight: 'Tourner à droite',
    rotateLeft: 'Tourner à gauche',
    library: 'Documents',
    folders: 'Dossiers',
    sizes: 'Guides des tailles',
    clothes: 'Vêtements',
    baby: 'Bébé',
    care: 'Entretien',
    careGuide: 'Conseils d’entretien.pdf',
    openFolder: (name: string) => `Ouvrir le dossier ${name}`,
    closeFolder: (name: string) => `Fermer le dossier ${name}`,
  },
  nl: {
    picture: 'Profielfoto',
    notImage: 'Stuur een correcte afbeelding',
    tooSmall: 'De afbeelding moet minstens 240 x 240 pixels groot zijn (ze is 120 x 120 pixels)',
    close: 'Sluiten',
    cropTitle: 'Afbeelding bijsnijden',
    crop: 'Bijsnijden',
    cropped: 'Afbeelding bijgesneden',
    saved: 'Profielfoto opgeslagen.',
    rotateRight: 'Naar rechts draaien',
    rotateLeft: 'Naar links draaien',
    library: 'Documenten',
    folders: 'Mappen',
    sizes: 'Maattabellen',
    clothes: 'Kleding',
    baby: 'Baby',
    care: 'Onderhoud',
    careGuide: 'Onderhoudstips.pdf',
    openFolder: (name: string) => `Map ${name} openen`,
    closeFolder: (name: string) => `Map ${name} sluiten`,
  },
} as const;

const pngOf = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Closes the widget's error dialog after checking its text. */
async function dismissError(page: Page, text: string, close: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: close }).last().click();
  await expect(dialog).toHaveCount(0);
}

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: profile picture: a wrong file and a too small image first, then crop, save, rotate`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      await acceptCookies(context, baseURL ?? '');
      await registerByApi(page, culture, {
        email: `picture-${testInfo.project.name}-${culture}-${Date.now()}@vitrine.test`,
        password: 'Picture-journey-2026!',
      });
      await page.goto(`${culture}/account/profile`);
      await appReady(page);
      const section = page.locator('section.profile-picture');
      await expect(section.getByRole('heading', { name: w.picture })).toBeVisible();
      const input = section.locator('input[type=file]');

      // Not an image: the widget refuses it before sending anything.
      await input.setInputFiles({
        name: 'cv.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      // The widget says so in place (an alert tied to it), before anything is sent.
      await expect(section.getByRole('alert')).toContainText(w.notImage);
      await expectAccessible(page);

      // Smaller than the crop: the "minimum size" dialog with the dimensions (the error above
      // is cleared by the new file).
      await input.setInputFiles({
        name: 'small.png',
        mimeType: 'image/png',
        buffer: await pngOf(120, 120, '#0f766e'),
      });
      await dismissError(page, w.tooSmall, w.close);
      await expect(section.getByRole('alert')).toHaveCount(0);

      // Larger: the crop dialog (ratio 1:1), then the server's crop, then saved.
      await input.setInputFiles({
        name: 'portrait.png',
        mimeType: 'image/png',
        buffer: await pngOf(900, 600, '#c2410c'),
      });
      const cropDialog = page.getByRole('dialog', { name: w.cropTitle });
      await expect(cropDialog).toBeVisible();
      await expect(cropDialog.locator('.cropper-crop-box')).toBeVisible();
      await expectAccessible(page);
      await cropDialog.getByRole('button', { name: w.crop, exact: true }).click();
      await expect(page.getByText(w.cropped)).toBeVisible();
      await expect(page.getByText(w.saved)).toBeVisible();
      const thumbnail = section.locator('img.asset-thumbnail');
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(240);

      // Kept: there after a reload, square, so it turns (visual only).
      await page.reload();
      await appReady(page);
      await expect(thumbnail).toBeVisible();
      await section.getByRole('button', { name: new RegExp(`^${w.rotateRight}`) }).click();
      // A turn is drawn on a frame after its click: the transform is read until it shows it.
      const transform = async () =>
        (await thumbnail.evaluate((img) => getComputedStyle(img).transform)).replace(/\s/g, '');
      // rotate(90deg) is matrix(0, 1, -1, 0, 0, 0) (rounded cosines).
      await expect.poll(transform).toMatch(/^matrix\((-?0|[0-9.e-]+),1,-1,/);
      await section.getByRole('button', { name: new RegExp(`^${w.rotateLeft}`) }).click();
      await section.getByRole('button', { name: new RegExp(`^${w.rotateLeft}`) }).click();
      await expect.poll(transform).toMatch(/^matrix\((-?0|[0-9.e-]+),-1,1,/);
      await expectAccessible(page);
    },
  );

  test(
    `${culture}: document library: the tree open to depth 1, a folder's documents, a download`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL ?? '');
      await page.goto(`${culture}/assetslibrary/asset/assetsbyfolder/`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: w.library })).toBeVisible();
      const tree = page.getByRole('navigation', { name: w.folders });
      // Depth 1: the roots are open (their children shown), the children closed.
      await expect(tree.getByRole('button', { name: w.clothes, exact: true })).toBeVisible();
      await expect(tree.getByRole('button', { name: w.baby, exact: true })).toBeHidden();
      await expectAccessible(page);
      await tree.getByRole('button', { name: w.openFolder(w.clothes) }).click();
      await expect(tree.getByRole('button', { name: w.baby, exact: true })).toBeVisible();
      await expect(tree.getByRole('button', { name: w.closeFolder(w.clothes) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // A folder's documents, and the address names it.
      await tree.getByRole('button', { name: w.care, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`${culture}/assetslibrary/asset/assetsbyfolder/\\d+/\\d+$`),
      );
      const document = page.getByRole('link', {
        name: new RegExp(w.careGuide.replace('.', '\\.')),
      });
      await expect(document).toBeVisible();
      await expectAccessible(page);
      const href = await document.getAttribute('href');
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toContain('application/pdf');
      expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
}
