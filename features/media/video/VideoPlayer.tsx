import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import type { VideoProvider } from '../banner/bannerRules';
import { loadPlayerApi } from './loadPlayerApi';
import { PROVIDERS, type VideoPlayerHandle } from './providers';

interface Props {
  provider: VideoProvider;
  videoId: string;
  title: string;
}

type PlayerState = 'loading' | 'ready' | 'failed';

/**
 * The provider's player in a 16:9 box: the API script is loaded on demand, then the player is
 * created in a child element (the API replaces it with its iframe, so React never owns it).
 * Keyed by its video (VideoModal), so a new video starts from 'loading'.
 * When the service does not answer: a translated message and a link to the video on its site.
 */
export function VideoPlayer({ provider, videoId, title }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const api = PROVIDERS[provider];

  useEffect(() => {
    let player: VideoPlayerHandle | undefined;
    let left = false;
    loadPlayerApi(api).then(
      function createPlayer() {
        if (left || !box.current) return;
        const target = document.createElement('div');
        box.current.replaceChildren(target);
        try {
          player = api.create(target, videoId);
          setState('ready');
        } catch (error: unknown) {
          console.error(`${api.name} player could not be created`, error);
          setState('failed');
        }
      },
      function showUnreachable(error: unknown) {
        console.warn(error);
        if (!left) setState('failed');
      },
    );
    return () => {
      left = true;
      player?.destroy();
    };
  }, [api, videoId]);

  return (
    <div className="video-player" data-state={state}>
      <div className="video-player-frame" ref={box} title={title} />
      {state === 'loading' && (
        <p className="video-player-message" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('Media.Video.Loading')}
        </p>
      )}
      {state === 'failed' && (
        <div className="video-player-message" role="alert">
          <p>{t('Media.Video.Unreachable', api.name)}</p>
          <a href={api.pageUrl(videoId)} target="_blank" rel="noopener noreferrer">
            {t('Media.Video.WatchOn', api.name)}
          </a>
        </div>
      )}
    </div>
  );
}
