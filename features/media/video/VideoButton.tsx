import { useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import type { VideoProvider } from '../banner/bannerRules';
import { VideoModal } from './VideoModal';

interface Props {
  provider: VideoProvider;
  videoId: string;
  title: string;
  /** The button's text; "Voir la vidéo" / "Video bekijken" by default. */
  label?: string;
  className?: string;
}

/** A button that opens the video modal (the video-modal widget, a banner's video slide). */
export function VideoButton({ provider, videoId, title, label, className = '' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn btn-light video-button ${className}`.trim()}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className="video-button-icon" aria-hidden="true">
          ▶
        </span>{' '}
        {label || t('Media.Video.Watch')}
      </button>
      {open && (
        <VideoModal
          provider={provider}
          videoId={videoId}
          title={title}
          show={open}
          onHide={() => setOpen(false)}
        />
      )}
    </>
  );
}
