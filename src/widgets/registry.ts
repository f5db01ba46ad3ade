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
  map: () => import(/* webpackChunkName: "widget-map" */ '@features/maps/widget/MapWidget'),
};
