import { describe, expect, it } from '@jest/globals';
import { parseCropSize } from '@rules/assets';
import { clampSelection, cropArguments, minimumCropBox } from '@features/assets/cropMath';
import { imageStep } from '@features/assets/imageRules';
import { normalizeAsset } from '@features/assets/types';
import { checkPickedFiles, isAccepted } from '@features/assets/uploadRules';
import { addAssets, listed, moveAsset, orderValue } from '@features/assets/widget/assetList';
import { inputAccept } from '@features/assets/widget/inputAccept';
import { acceptFromFileTypes, parsePresetAssets } from '@features/assets/widgets/parseAttributes';
import { widgetProps } from '@features/assets/widgets/MarkerAssetWidget';
import { assetAnswer } from './fixtures';

const file = (name: string, type = '', size = 10) => ({ name, type, size });

describe('upload rules (000 §5)', () => {
  it.each([
    ['photo.jpeg', '', 'jpg', true],
    ['photo.JPG', '', '.jpeg', true],
    ['scan.png', '', 'jpg,pdf', false],
    ['cv.pdf', 'application/pdf', 'jpg, pdf', true],
    ['cv', 'application/pdf', 'application/pdf', true],
    ['image.webp', 'image/webp', 'image/*', true],
    ['cv.pdf', 'application/pdf', 'image/*', false],
    ['script.exe', 'application/x-msdownload', undefined, false],
    ['notes.odt', '', undefined, true],
  ])('%s (%s) with accept %s → %s', (name, type, accept, expected) => {
    expect(isAccepted(file(name, type), accept)).toBe(expected);
  });

  it('checks the count first, then each file’s type, then its size', () => {
    const limits = { accept: 'jpg', maxFileSize: 100, maxFiles: 2 };
    const context = { culture: 'fr', held: 1 };
    expect(checkPickedFiles([file('a.jpg'), file('b.txt')], limits, context)).toEqual({
      key: 'Assets.Widget.MaxFiles',
      args: [2],
    });
    expect(checkPickedFiles([file('b.txt')], limits, context)).toEqual({
      key: 'Assets.Widget.Accept',
      args: ['b.txt', 'jpg, jpeg'],
    });
    expect(checkPickedFiles([file('a.jpg', '', 101)], limits, { culture: 'nl', held: 0 })).toEqual({
      key: 'Assets.Widget.MaxSize',
      args: ['a.jpg', '0,1 kB'],
    });
    expect(checkPickedFiles([file('a.jpg', '', 100)], limits, context)).toBeNull();
  });

  it('gives the picker the extensions (images only in the image widget)', () => {
    expect(inputAccept('jpg,pdf', false)).toBe('.jpg,.jpeg,.pdf');
    expect(inputAccept('jpg,pdf', true)).toBe('.jpg,.jpeg');
    expect(inputAccept(undefined, true)).toBe('.jpg,.jpeg,.png,.gif,.webp');
  });
});

describe('image and crop rules (000 §4, §5)', () => {
  const image = (width: number, height: number) =>
    normalizeAsset(assetAnswer({ width, height, Width: width, Height: height }));

  it.each([
    [800, 600, null, 'add'],
    [400, 300, '400,300', 'add'],
    [399, 800, '400,300', 'tooSmall'],
    [800, 299, '400,300', 'tooSmall'],
    [401, 300, '400,300', 'crop'],
  ] as const)('%ix%i with crop %s → %s', (width, height, crop, step) => {
    expect(imageStep(image(width, height), parseCropSize(crop ?? undefined))).toBe(step);
  });

  it('sets the minimum selection to the crop size in the dialog’s pixels', () => {
    // 2272x800 in 568x400: scale 0.25 (the width decides).
    expect(minimumCropBox({ width: 2272, height: 800 }, { width: 400, height: 300 })).toEqual({
      width: 100,
      height: 75,
    });
    // A small image is enlarged to fit (scale 2), and a phone's narrower box shrinks it.
    expect(minimumCropBox({ width: 284, height: 200 }, { width: 100, height: 50 })).toEqual({
      width: 200,
      height: 100,
    });
    expect(
      minimumCropBox(
        { width: 568, height: 400 },
        { width: 284, height: 200 },
        { width: 284, height: 400 },
      ),
    ).toEqual({ width: 142, height: 100 });
  });

  it('clamps negative coordinates to 0 and keeps the selection inside the image', () => {
    const selection = clampSelection(
      { x: -12.7, y: -0.2, width: 500.4, height: 300.6 },
      {
        width: 450,
        height: 400,
      },
    );
    expect(selection).toEqual({ x: 0, y: 0, width: 450, height: 301 });
    expect(cropArguments('t'.repeat(32), selection, { width: 300, height: 200 })).toEqual({
      tmpName: 't'.repeat(32),
      x: 0,
      y: 0,
      w: 450,
      h: 301,
      cropWidth: 300,
      cropHeight: 200,
    });
  });
});

describe('the widget’s list', () => {
  const a = normalizeAsset(assetAnswer({ n: 81 }));
  const b = normalizeAsset(assetAnswer({ n: 82 }));
  const c = normalizeAsset(assetAnswer({ n: 83 }));

  it('appends in multiple mode (once per asset) and replaces in single mode', () => {
    const list = addAssets([listed(a)], [b, a], true);
    expect(list.map((x) => x.guid)).toEqual([a.guid, b.guid]);
    expect(addAssets(list, [c], false).map((x) => x.guid)).toEqual([c.guid]);
  });

  it('moves an asset and writes the order as comma-separated guids', () => {
    const list = [a, b, c].map(listed);
    expect(orderValue(moveAsset(list, c.guid, 0))).toBe([c, a, b].map((x) => x.guid).join(','));
    expect(orderValue(moveAsset(list, a.guid, 5))).toBe(orderValue(list));
  });

  it('reads either spelling of an answer', () => {
    expect(
      normalizeAsset({ AssetId: 'x', OriginalFileName: 'f.pdf', Width: 3, Height: 4, Uri: '/f' }),
    ).toEqual({
      guid: 'x',
      name: 'f.pdf',
      fileType: 'Document',
      width: 3,
      height: 4,
      size: 0,
      uri: '/f',
    });
  });
});

describe('CMS marker attributes (000 §3 "Asset widget data attributes")', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it('reads every attribute', () => {
    expect(
      widgetProps(
        'multi',
        {
          uniqueId: 'photos',
          assets: `${id}, not-an-id`,
          accept: '.jpg,.png',
          maxFileSize: '2097152',
          maxFiles: '3',
          crop: '400,300',
          required: '',
        },
        'Fichiers',
      ),
    ).toEqual({
      uid: 'photos',
      label: 'Fichiers',
      multiple: true,
      image: false,
      assets: [id],
      required: true,
      accept: '.jpg,.png',
      maxFileSize: 2097152,
      maxFiles: 3,
      crop: '400,300',
    });
    expect(widgetProps('image', { uniqueId: 'p', assetId: id }, 'Image')).toMatchObject({
      assetId: id,
      image: true,
      multiple: false,
      required: false,
    });
  });

  it('refuses a missing unique-id or a bad size', () => {
    expect(() => widgetProps('file', {}, 'Fichier')).toThrow('unique-id');
    expect(() => widgetProps('file', { uniqueId: 'a', maxFileSize: '2MB' }, 'F')).toThrow(
      'max-file-size',
    );
  });

  it('reads file-type as a map of the allowed types', () => {
    expect(acceptFromFileTypes('{"Image": true}')).toBe('jpg,jpeg,png,gif,webp');
    expect(acceptFromFileTypes('{"Document": ["pdf", "exe"], "Image": false}')).toBe('pdf');
    expect(() => acceptFromFileTypes('{"Video": true}')).toThrow('unknown file type');
    expect(
      widgetProps('file', { uniqueId: 'cv', fileType: '{"Document": true}' }, 'F').accept,
    ).toBe('pdf,docx,odt');
  });

  it('reads assets as JSON too', () => {
    expect(parsePresetAssets(`["${id}", {"guid": "g", "name": "n"}, 3]`)).toEqual([
      id,
      { guid: 'g', name: 'n' },
    ]);
  });
});
