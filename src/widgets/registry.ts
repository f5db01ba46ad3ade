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
  // Issue 19: the media widgets (features/media).
  'banner-slider': () =>
    import(
      /* webpackChunkName: "widget-banner-slider" */ '@features/media/banner/BannerSliderWidget'
    ),
  'video-modal': () =>
    import(/* webpackChunkName: "widget-video-modal" */ '@features/media/video/VideoModalWidget'),
  'social-share': () =>
    import(/* webpackChunkName: "widget-social-share" */ '@features/media/share/SocialShareWidget'),
  countdown: () =>
    import(/* webpackChunkName: "widget-countdown" */ '@features/media/countdown/CountdownWidget'),
  // Issue 19: the news widgets (features/news/README.md), each its own chunk.
  'news-calendar': () =>
    import(
      /* webpackChunkName: "widget-news-calendar" */ '@features/news/widgets/NewsCalendarWidget'
    ),
  'news-gallery': () =>
    import(
      /* webpackChunkName: "widget-news-gallery" */ '@features/news/widgets/NewsGalleryWidget'
    ),
  'news-list': () =>
    import(/* webpackChunkName: "widget-news-list" */ '@features/news/widgets/NewsListWidget'),
  'news-blog': () =>
    import(/* webpackChunkName: "widget-news-blog" */ '@features/news/widgets/NewsBlogWidget'),
  'news-ticker': () =>
    import(/* webpackChunkName: "widget-news-ticker" */ '@features/news/widgets/NewsTickerWidget'),
  'news-slider': () =>
    import(/* webpackChunkName: "widget-news-slider" */ '@features/news/widgets/NewsSliderWidget'),
  // Issue 19: the popup modal and popup banner (001 §2, §4).
  'popup-modal': () =>
    import(/* webpackChunkName: "widget-popup-modal" */ '@features/popups/PopupModalWidget'),
  'popup-banner': () =>
    import(/* webpackChunkName: "widget-popup-banner" */ '@features/popups/PopupBannerWidget'),
};
