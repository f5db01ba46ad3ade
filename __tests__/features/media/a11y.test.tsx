import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import BannerSliderWidget from '@features/media/banner/BannerSliderWidget';
import CountdownWidget from '@features/media/countdown/CountdownWidget';
import SocialShareWidget from '@features/media/share/SocialShareWidget';
import VideoModalWidget from '@features/media/video/VideoModalWidget';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { mediaStore, setMotion } from './harness';

const slide = (n: number, extra = '') =>
  `<div class="banner-slide"${extra}><a href="/fr/catalog"><img src="/b${n}.jpg" width="1600" height="640" alt="Offre ${n}"></a><div class="banner-caption"><h2>Titre ${n}</h2></div></div>`;

/** axe on a node; jsdom lays nothing out, so contrast is left to the e2e axe run in Chromium. */
async function violations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

let store: AppStore;
beforeEach(async () => {
  setMotion(false);
  store = await mediaStore({ marketing: false });
});

describe('media widgets are accessible (axe)', () => {
  it('the banner slider with dots, arrows, pause button and a video slide', async () => {
    const { container } = renderWithProviders(
      <main>
        <BannerSliderWidget
          markup={slide(1) + slide(2) + slide(3, ' data-provider="youtube" data-video-id="v"')}
          duration="6000"
          animation="Fade"
          navigationcontrol="true"
          directioncontrol="true"
          label="Nos offres"
        />
      </main>,
      { store },
    );
    expect(await violations(container)).toEqual([]);
  });

  it('the video modal with its consent notice', async () => {
    renderWithProviders(
      <main>
        <VideoModalWidget provider="vimeo" videoId="76979871" title="Notre atelier" />
      </main>,
      { store },
    );
    fireEvent.click(screen.getByRole('button', { name: /Voir la vidéo/ }));
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('the share bar, with labels and the counter’s consent line', async () => {
    const { container } = renderWithProviders(
      <main>
        <SocialShareWidget
          networks="facebook,x,linkedin,pinterest,whatsapp,email,copy"
          count="true"
          showLabel="true"
        />
        <SocialShareWidget networks="facebook,copy" />
      </main>,
      { store },
    );
    expect(await violations(container)).toEqual([]);
  });

  it('the countdown, running and with a bad date', async () => {
    const { container } = renderWithProviders(
      <main>
        <CountdownWidget end="2099-01-01T00:00:00Z" label="Fin de la promo dans" />
        <CountdownWidget end="pas une date" />
      </main>,
      { store },
    );
    expect(await violations(container)).toEqual([]);
  });
});
