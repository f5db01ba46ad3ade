/**
 * A popup marker's props, as the widget host hands them (src/widgets/host.tsx: the marker's
 * data attributes camel-cased, plus `markup`, the HTML written inside the marker).
 */
export interface PopupModalProps {
  id?: string;
  endDatetime?: string;
  title?: string;
  markup?: string;
}

export type PopupBannerProps = Omit<PopupModalProps, 'title'>;
