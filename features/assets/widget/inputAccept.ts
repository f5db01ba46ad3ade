import { ASSET_EXTENSIONS, ASSET_IMAGE_KINDS, ASSET_KINDS, kindsFromAccept } from '@rules/assets';

/**
 * The file input's accept attribute: what the picker offers first. Extensions with their dot, as
 * rules/assets.ts reads the widget's accept (jpg also jpeg); the image widget, images only.
 */
export function inputAccept(accept: string | undefined, image: boolean): string {
  const allowed = kindsFromAccept(accept) ?? [...ASSET_KINDS];
  const kinds = image
    ? allowed.filter((kind) => (ASSET_IMAGE_KINDS as readonly string[]).includes(kind))
    : allowed;
  return kinds.flatMap((kind) => ASSET_EXTENSIONS[kind].map((ext) => `.${ext}`)).join(',');
}
