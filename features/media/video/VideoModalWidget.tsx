import { useTranslation } from '@base/i18n/useTranslation';
import { isVideoProvider } from '../banner/bannerRules';
import { VideoButton } from './VideoButton';

/** The marker's attributes: `data-provider`, `data-video-id`, `data-label`, `data-title`. */
export interface VideoModalWidgetProps {
  provider?: string;
  videoId?: string;
  label?: string;
  title?: string;
}

/**
 * CMS widget `<div data-widget="video-modal" data-provider="youtube|vimeo" data-video-id="…">`:
 * a button that opens the video in a modal. A marker without a known provider or an id says so.
 */
export function VideoModalWidget({ provider, videoId, label, title }: VideoModalWidgetProps) {
  const { t } = useTranslation();
  const id = videoId?.trim() ?? '';
  if (!isVideoProvider(provider) || id === '')
    return (
      <p className="widget-error" role="status">
        {t('Media.Video.BadMarker')}
      </p>
    );
  return <VideoButton provider={provider} videoId={id} title={title ?? ''} label={label} />;
}

export default VideoModalWidget;
