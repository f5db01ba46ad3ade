import Modal from 'react-bootstrap/Modal';
import { useId } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import type { VideoProvider } from '../banner/bannerRules';
import { ConsentGate } from '../consent/ConsentGate';
import { PROVIDERS } from './providers';
import { VideoPlayer } from './VideoPlayer';
import '../media.scss';

interface Props {
  provider: VideoProvider;
  videoId: string;
  /** The modal's heading (the video's title, or "Video"). */
  title: string;
  show: boolean;
  onHide: () => void;
}

/**
 * 001 §2 "video modals for Vimeo and YouTube": the player in a modal, behind the consent gate.
 * Closing the modal unmounts the player (the video stops, the API's iframe is destroyed).
 */
export function VideoModal({ provider, videoId, title, show, onHide }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = title || t('Media.Video.DefaultTitle');
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      centered
      className="video-modal"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id={titleId}>{heading}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ConsentGate service={PROVIDERS[provider].name} kind="video">
          <VideoPlayer
            key={`${provider}:${videoId}`}
            provider={provider}
            videoId={videoId}
            title={heading}
          />
        </ConsentGate>
      </Modal.Body>
    </Modal>
  );
}
