import type { VideoProvider } from '../banner/bannerRules';
import {
  VIMEO_PLAYER_API_URL,
  VIMEO_PLAYER_OPTIONS,
  YOUTUBE_IFRAME_API_URL,
  YOUTUBE_PLAYER_VARS,
} from '../constants';

/** What both players give back: a way to stop and remove them. */
export interface VideoPlayerHandle {
  destroy(): unknown;
}

/** The parts of the YouTube IFrame API and the Vimeo player this feature uses. */
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: { videoId: string; width?: string; height?: string; playerVars: object },
  ) => VideoPlayerHandle;
}
interface VimeoNamespace {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => VideoPlayerHandle;
}

declare global {
  interface Window {
    YT?: Partial<YouTubeNamespace>;
    Vimeo?: Partial<VimeoNamespace>;
  }
}

export interface ProviderApi {
  /** The service's name, as shoppers know it. */
  name: string;
  scriptUrl: string;
  /** The API is usable (its script ran and defined the player). */
  ready(): boolean;
  /** Creates the player in `element` with the spec's options. */
  create(element: HTMLElement, videoId: string): VideoPlayerHandle;
  /** The video on its own site: the link offered when the player cannot be shown. */
  pageUrl(videoId: string): string;
}

const youtube: ProviderApi = {
  name: 'YouTube',
  scriptUrl: YOUTUBE_IFRAME_API_URL,
  ready: () => typeof window.YT?.Player === 'function',
  create(element, videoId) {
    const Player = window.YT!.Player!;
    // loop needs the video as its own playlist (YouTube IFrame API, playerVars.loop).
    return new Player(element, {
      videoId,
      width: '100%',
      height: '100%',
      playerVars: { ...YOUTUBE_PLAYER_VARS, playlist: videoId },
    });
  },
  pageUrl: (videoId) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
};

const vimeo: ProviderApi = {
  name: 'Vimeo',
  scriptUrl: VIMEO_PLAYER_API_URL,
  ready: () => typeof window.Vimeo?.Player === 'function',
  create(element, videoId) {
    const Player = window.Vimeo!.Player!;
    return new Player(element, { id: videoId, responsive: true, ...VIMEO_PLAYER_OPTIONS });
  },
  pageUrl: (videoId) => `https://vimeo.com/${encodeURIComponent(videoId)}`,
};

export const PROVIDERS: Record<VideoProvider, ProviderApi> = { youtube, vimeo };
