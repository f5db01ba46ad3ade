import { ASSET_UPLOAD_PATH } from '@rules/assets';

/*
 * 000 §9 "Business constants and limits" for the widgets. The numbers the server shares live in
 * rules/assets.ts (one source for both sides); they are named here as the feature uses them.
 */
export {
  /** Crop dialog image box 568x400. */
  CROP_BOX_HEIGHT,
  CROP_BOX_WIDTH,
  /** Default folder tree depth 1: nodes with ItemLevel ≤ depth start open. */
  FOLDER_TREE_DEFAULT_DEPTH as DEFAULT_FOLDER_DEPTH,
} from '@rules/assets';

/** S5: the upload endpoint (the spec's "endpoint given by the upload form"). */
export const UPLOAD_URL = `{app}${ASSET_UPLOAD_PATH}`;

/** 000 §4 "Asset widget": rotate left is -90°, right +90° (visual only). */
export const ROTATE_STEP_DEGREES = 90;
