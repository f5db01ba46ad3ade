import type { WidgetAsset } from './types';

/** The crop attribute "width,height" read by rules/assets.ts parseCropSize. */
export interface CropSize {
  width: number;
  height: number;
}

/**
 * 000 §4 "Image rules": what happens to an uploaded image. No crop, or exactly the crop's size:
 * added as it is; smaller than the crop in either direction: the "minimum size" error; else the
 * crop dialog.
 */
export type ImageStep = 'add' | 'tooSmall' | 'crop';

export function imageStep(asset: WidgetAsset, crop: CropSize | null): ImageStep {
  if (!crop) return 'add';
  if (asset.width === crop.width && asset.height === crop.height) return 'add';
  if (asset.width < crop.width || asset.height < crop.height) return 'tooSmall';
  return 'crop';
}
