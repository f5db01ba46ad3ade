/** A page declares a widget with a marker element: `<div data-widget="NAME" data-…>`. */
export const WIDGET_SELECTOR = '[data-widget]';
