import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { resetPlayerApiLoads } from '@features/media/video/loadPlayerApi';
import VideoModalWidget from '@features/media/video/VideoModalWidget';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { allowMarketing, mediaStore } from './harness';

const YT_SCRIPT = 'script[src="https://www.youtube.com/iframe_api"]';
const VIMEO_SCRIPT = 'script[src="https://player.vimeo.com/api/player.js"]';

const destroy = jest.fn();
const YouTubePlayer = jest.fn(function Player() {
  return { destroy };
});
const VimeoPlayer = jest.fn(function Player() {
  return { destroy };
});

/** Advances the fake clock, then lets the loader's promise settle. */
const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

function openVideo(provider = 'youtube', videoId = 'dQw4w9WgXcQ') {
  renderWithProviders(
    <VideoModalWidget provider={provider} videoId={videoId} title="Notre atelier" />,
    { store },
  );
  fireEvent.click(screen.getByRole('button', { name: /Voir la vidéo/ }));
}

let store: AppStore;
beforeEach(() => {
  resetPlayerApiLoads();
  delete window.YT;
  delete window.Vimeo;
  document.head.querySelectorAll('script[src]').forEach((s) => s.remove());
  YouTubePlayer.mockClear();
  VimeoPlayer.mockClear();
  destroy.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The console warning a failed load leaves (for the developer), kept out of the test output. */
const quietWarnings = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('video modal: player readiness (001 §9, checked every 100 ms)', () => {
  beforeEach(async () => {
    store = await mediaStore({ marketing: true });
    jest.useFakeTimers();
  });

  it('loads the YouTube API on demand and creates the player once YT.Player appears', async () => {
    expect(document.querySelector(YT_SCRIPT)).toBeNull();
    openVideo();
    expect(screen.getByRole('dialog', { name: 'Notre atelier' })).toBeInTheDocument();
    expect(document.querySelector(YT_SCRIPT)).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la vidéo…');
    await tick(300);
    window.YT = { Player: YouTubePlayer as never };
    expect(YouTubePlayer).not.toHaveBeenCalled();
    await tick(99);
    expect(YouTubePlayer).not.toHaveBeenCalled();
    await tick(1);
    expect(YouTubePlayer).toHaveBeenCalledTimes(1);
    const [element, options] = YouTubePlayer.mock.calls[0] as unknown as [HTMLElement, object];
    expect(element.isConnected).toBe(true);
    // 001 §9 "loop, no related, no keyboard": loop needs the video as its own playlist.
    expect(options).toEqual({
      videoId: 'dQw4w9WgXcQ',
      width: '100%',
      height: '100%',
      playerVars: { loop: 1, playlist: 'dQw4w9WgXcQ', rel: 0, disablekb: 1, autoplay: 1 },
    });
    expect(screen.queryByText('Chargement de la vidéo…')).toBeNull();
  });

  it('closing the modal destroys the player', async () => {
    window.YT = { Player: YouTubePlayer as never };
    openVideo();
    await tick(0);
    expect(YouTubePlayer).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await tick(1000);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('says the service does not answer, with a link to the video, when the API never comes', async () => {
    const warn = quietWarnings();
    openVideo();
    await tick(9900);
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(100);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Le service vidéo YouTube ne répond pas pour le moment.');
    expect(screen.getByRole('link', { name: 'Voir la vidéo sur YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(YouTubePlayer).not.toHaveBeenCalled();
    // The failed script is dropped: a later try asks again.
    expect(document.querySelector(YT_SCRIPT)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a script that fails to load says so at once', async () => {
    quietWarnings();
    openVideo();
    await act(async () => {
      document.querySelector(YT_SCRIPT)!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ne répond pas');
  });

  it('Vimeo: its player API, then a looping player', async () => {
    openVideo('vimeo', '76979871');
    expect(document.querySelector(VIMEO_SCRIPT)).not.toBeNull();
    expect(document.querySelector(YT_SCRIPT)).toBeNull();
    window.Vimeo = { Player: VimeoPlayer as never };
    await tick(100);
    expect(VimeoPlayer).toHaveBeenCalledTimes(1);
    expect((VimeoPlayer.mock.calls[0] as unknown[])[1]).toEqual({
      id: '76979871',
      responsive: true,
      loop: true,
      autoplay: true,
    });
  });

  it('a marker without a known provider or an id says it is misconfigured', async () => {
    renderWithProviders(<VideoModalWidget provider="dailymotion" videoId="x" />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Cette vidéo est mal configurée');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('video modal: the consent gate', () => {
  beforeEach(async () => {
    store = await mediaStore({ marketing: false });
    jest.useFakeTimers();
  });

  it('asks nothing of YouTube before marketing consent; "load anyway" loads this one video', async () => {
    openVideo();
    expect(
      screen.getByText(/Cette vidéo est hébergée par YouTube, qui dépose des cookies/),
    ).toBeInTheDocument();
    await tick(1000);
    expect(document.querySelector('script[src*="youtube.com"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Charger quand même' }));
    expect(document.querySelector(YT_SCRIPT)).not.toBeNull();
    // The stored choice is unchanged.
    expect(store.getState().consent.stored?.marketing).toBe(false);
  });

  it('"Gérer les cookies" opens the cookie preferences', async () => {
    openVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    expect(store.getState().consent.preferencesOpen).toBe(true);
  });

  it('a consent given while the modal is open loads the player', async () => {
    openVideo();
    expect(document.querySelector(YT_SCRIPT)).toBeNull();
    await act(async () => allowMarketing(store));
    expect(document.querySelector(YT_SCRIPT)).not.toBeNull();
    window.YT = { Player: YouTubePlayer as never };
    await tick(100);
    expect(YouTubePlayer).toHaveBeenCalledTimes(1);
  });
});

describe('video modal before the consent cookie is read', () => {
  it('counts as no consent: nothing is loaded', async () => {
    store = await mediaStore(null);
    openVideo();
    expect(screen.getByRole('button', { name: 'Charger quand même' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="youtube.com"]')).toBeNull();
  });
});
