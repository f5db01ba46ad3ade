import { describe, expect, it } from '@jest/globals';
import {
  autoplayInterval,
  bannerOptions,
  flag,
  parseDuration,
  parseSlides,
  sliderActive,
} from '@features/media/banner/bannerRules';

const slide = (n: number, extra = '') =>
  `<div class="banner-slide"${extra}><a href="/fr/catalog"><img src="/b${n}.jpg" width="1600" height="640" alt="Offre ${n}" fetchpriority="high"></a><div class="banner-caption"><h2>Titre ${n}</h2></div></div>`;

describe('banner attributes (000 §3)', () => {
  it('reads duration, Fade, dots and arrows', () => {
    expect(
      bannerOptions({
        duration: '6000',
        animation: 'Fade',
        navigationcontrol: 'true',
        directioncontrol: 'true',
      }),
    ).toEqual({ duration: 6000, fade: true, dots: true, arrows: true });
    expect(bannerOptions({})).toEqual({ duration: null, fade: false, dots: false, arrows: false });
    expect(bannerOptions({ animation: 'Slide', navigationcontrol: 'false' }).fade).toBe(false);
  });

  it('flags: "true", "1" or an empty attribute are on; absent or "false" off', () => {
    expect([flag('true'), flag('TRUE'), flag('1'), flag('')]).toEqual([true, true, true, true]);
    expect([flag(undefined), flag('false'), flag('no')]).toEqual([false, false, false]);
  });

  it('duration: a positive whole number of ms, else none', () => {
    expect(parseDuration('6000')).toBe(6000);
    for (const bad of [undefined, '', '0', '-5', '6s', '1.5'])
      expect(parseDuration(bad)).toBeNull();
  });
});

describe('banner slider rules (000 §4)', () => {
  it('is active only with more than 1 slide', () => {
    expect([0, 1, 2, 5].map(sliderActive)).toEqual([false, false, true, true]);
  });

  it('autoplays only with a duration, at that interval, unless paused or reduced motion', () => {
    const timed = bannerOptions({ duration: '4000' });
    const still = { reducedMotion: false, paused: false };
    expect(autoplayInterval(timed, still)).toBe(4000);
    expect(autoplayInterval(bannerOptions({}), still)).toBeNull();
    expect(autoplayInterval(timed, { reducedMotion: false, paused: true })).toBeNull();
    expect(autoplayInterval(timed, { reducedMotion: true, paused: false })).toBeNull();
  });
});

describe('parseSlides (the marker’s HTML)', () => {
  it('keeps the first slide’s picture as written and makes the others lazy', () => {
    const slides = parseSlides(`\n${slide(1)} ${slide(2)}<p>not a slide</p>${slide(3)}`);
    expect(slides).toHaveLength(3);
    expect(slides[0]!.html).toContain('fetchpriority="high"');
    expect(slides[0]!.html).not.toContain('loading="lazy"');
    expect(slides[1]!.html).toContain('loading="lazy"');
    expect(slides[1]!.html).not.toContain('fetchpriority');
    expect(slides[2]!.html).toContain('width="1600" height="640"');
    expect(slides[0]!.className).toBe('banner-slide');
    expect(slides[0]!.video).toBeNull();
  });

  it('reads a video slide’s provider, id and title; an unknown provider is no video', () => {
    const [video, unknown] = parseSlides(
      slide(1, ' data-provider="youtube" data-video-id="abc123"') +
        slide(2, ' data-provider="dailymotion" data-video-id="x"'),
    );
    expect(video!.video).toEqual({
      provider: 'youtube',
      videoId: 'abc123',
      title: 'Titre 1',
      label: '',
    });
    expect(unknown!.video).toBeNull();
  });

  it('a video slide may name the modal and the button (data-video-title, data-video-label)', () => {
    const [video] = parseSlides(
      slide(
        1,
        ' data-provider="vimeo" data-video-id="76979871" data-video-title="Notre atelier" data-video-label="Voir le film"',
      ),
    );
    expect(video!.video).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
      title: 'Notre atelier',
      label: 'Voir le film',
    });
  });

  it('a marker without slides gives none', () => {
    expect(parseSlides('<p>Bienvenue</p>')).toEqual([]);
    expect(parseSlides('')).toEqual([]);
  });
});
