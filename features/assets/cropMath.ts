import { CROP_BOX_HEIGHT, CROP_BOX_WIDTH } from './constants';
import type { CropSize } from './imageRules';

type Size = { width: number; height: number };
const CROP_BOX: Size = { width: CROP_BOX_WIDTH, height: CROP_BOX_HEIGHT };

/**
 * How much the crop dialog scales the image to show it whole in its box, 568x400 or narrower on
 * a phone (cropper.js fits the canvas into the container, enlarging a small image too).
 */
export function displayScale(image: Size, box: Size = CROP_BOX): number {
  return Math.min(box.width / image.width, box.height / image.height);
}

/**
 * The smallest selection, in the dialog's pixels, that still covers the crop size in the image's
 * own pixels (000 §5 "Crop rules": the minimum size equals the crop size). Rounded up, so the
 * selection never ends a pixel short.
 */
export function minimumCropBox(image: Size, crop: CropSize, box: Size = CROP_BOX) {
  const scale = displayScale(image, box);
  return { width: Math.ceil(crop.width * scale), height: Math.ceil(crop.height * scale) };
}

/** The selection in the image's pixels, whole numbers, negative coordinates clamped to 0. */
export interface CropSelection {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function clampSelection(data: CropSelection, image: { width: number; height: number }) {
  const x = Math.max(0, Math.round(data.x));
  const y = Math.max(0, Math.round(data.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(data.width), image.width - x)),
    height: Math.max(1, Math.min(Math.round(data.height), image.height - y)),
  };
}

/** S2's arguments (api/assets.ts cropTempImage) for a selection made in the dialog. */
export function cropArguments(tmpName: string, selection: CropSelection, crop: CropSize) {
  return {
    tmpName,
    x: selection.x,
    y: selection.y,
    w: selection.width,
    h: selection.height,
    cropWidth: crop.width,
    cropHeight: crop.height,
  };
}
