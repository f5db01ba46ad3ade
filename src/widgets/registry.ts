import type { WidgetRegistry } from './host';

/**
 * The widgets CMS HTML may declare (`<div data-widget="NAME" data-…>`), each its own chunk,
 * fetched only when a page holds its marker.
 */
export const widgetRegistry: WidgetRegistry = {
  'product-slider': () =>
    import(
      /* webpackChunkName: "widget-product-slider" */ '@features/catalog/widgets/ProductSliderWidget'
    ),
  // Issue 18: the asset widgets (inside a CMS form) and the document library.
  'asset-file': () =>
    import(/* webpackChunkName: "widget-asset-file" */ '@features/assets/widgets/AssetFileWidget'),
  'asset-image': () =>
    import(
      /* webpackChunkName: "widget-asset-image" */ '@features/assets/widgets/AssetImageWidget'
    ),
  'asset-multi': () =>
    import(
      /* webpackChunkName: "widget-asset-multi" */ '@features/assets/widgets/AssetMultiWidget'
    ),
  'document-library': () =>
    import(
      /* webpackChunkName: "widget-document-library" */ '@features/assets/widgets/DocumentLibraryWidget'
    ),
  map: () => import(/* webpackChunkName: "widget-map" */ '@features/maps/widget/MapWidget'),
  // Issue 18: a CMS form (`data-form` = the form's code).
  'cms-form': () =>
    import(/* webpackChunkName: "widget-cms-form" */ '@features/forms/CmsFormWidget'),
};
