import { useTranslation } from '@base/i18n/useTranslation';
import { VideoButton } from '../video/VideoButton';
import type { BannerSlide } from './bannerRules';

/**
 * One slide as the CMS wrote it (same classes, same HTML, so the same box as before the widget
 * mounted), plus, on a video slide, the button that opens the video modal: it lies over the
 * picture, so it moves nothing.
 */
export function BannerSlideView({ slide }: { slide: BannerSlide }) {
  const { t } = useTranslation();
  const { video } = slide;
  return (
    <div className={slide.className}>
      <div className="banner-slide-body" dangerouslySetInnerHTML={{ __html: slide.html }} />
      {video && (
        <VideoButton
          className="banner-video-button"
          provider={video.provider}
          videoId={video.videoId}
          title={video.title}
          label={video.label || t('Media.Video.Watch')}
        />
      )}
    </div>
  );
}
