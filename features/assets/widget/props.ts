import type { WidgetAsset } from '../types';
import type { PresetAsset } from './usePresetAssets';

/** The asset widget's props (features/assets/index.ts; the CMS markers' attributes map to them). */
export interface AssetWidgetProps {
  /** unique-id: names the hidden fields. */
  uid: string;
  label: string;
  /** multiple: the multi-asset widget. */
  multiple?: boolean;
  /** The image widget (ours: the asset-image marker): images only, crop and rotate. */
  image?: boolean;
  accept?: string;
  /** max-file-size, bytes. */
  maxFileSize?: number;
  /** Multiple mode: how many assets in all (ours; the maxfiles rule's number). */
  maxFiles?: number;
  /** crop: "width,height". */
  crop?: string;
  /** asset-id: the preset asset (loaded through S3). */
  assetId?: string;
  /** assets: the preset assets, ids (loaded through S3) or assets already known. */
  assets?: readonly PresetAsset[];
  /** The required-file checkbox: checked when at least one asset is there. */
  required?: boolean;
  onChange?: (assets: WidgetAsset[]) => void;
  /** An error shown under the widget by its form (AssetField), already translated. */
  formError?: string;
}
