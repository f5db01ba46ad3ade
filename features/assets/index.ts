/*
 * What other features use (layers.config.mjs: account, refunds, forms): the asset widget and its
 * Formik field (the widget's code is a lazy chunk behind them; cropper.js another, fetched when an
 * image needs cropping), and the document library's parts for the library page.
 */
export { AssetWidget } from './AssetWidget';
export { AssetField } from './AssetField';
export { FolderTree } from './library/FolderTree';
export { FolderAssetList } from './library/FolderAssetList';
export type { AssetWidgetProps } from './widget/props';
export type { WidgetAsset } from './types';
