import { BANNER_FADE_ANIMATION, BANNER_MIN_SLIDES } from '../constants';

/** The banner marker's attributes (000 §3 "Banner data attributes"), as the widget host gives them. */
export interface BannerAttributes {
  duration?: string;
  animation?: string;
  navigationcontrol?: string;
  directioncontrol?: string;
  label?: string;
}

export interface BannerOptions {
  /** Autoplay interval in ms, or null: no `duration`, no autoplay. */
  duration: number | null;
  fade: boolean;
  /** navigationcontrol: the dots. */
  dots: boolean;
  /** directioncontrol: the arrows. */
  arrows: boolean;
}

/** A CMS flag: "true" (any case) or an empty attribute turns it on; absent or "false" off. */
export function flag(value: string | undefined): boolean {
  if (value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text === '' || text === 'true' || text === '1';
}

/** A positive whole number of ms, or null (absent, zero, negative or not a number). */
export function parseDuration(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const ms = Number(value);
  return ms > 0 ? ms : null;
}

export function bannerOptions(attributes: BannerAttributes): BannerOptions {
  return {
    duration: parseDuration(attributes.duration),
    fade: attributes.animation?.trim() === BANNER_FADE_ANIMATION,
    dots: flag(attributes.navigationcontrol),
    arrows: flag(attributes.directioncontrol),
  };
}

/** 000 §4: "It is active only with more than 1 slide." */
export const sliderActive = (slideCount: number) => slideCount >= BANNER_MIN_SLIDES;

/**
 * 000 §4: "It autoplays only if duration is set"; never for a shopper who asked for less motion,
 * and not while paused (hover, focus inside, or the pause button).
 */
export function autoplayInterval(
  options: BannerOptions,
  { reducedMotion, paused }: { reducedMotion: boolean; paused: boolean },
): number | null {
  if (options.duration === null || reducedMotion || paused) return null;
  return options.duration;
}

/** A video slide's player, from `data-provider` and `data-video-id`. */
export interface SlideVideo {
  provider: VideoProvider;
  videoId: string;
  /** The modal's heading: data-video-title (or data-title), else the slide's heading. */
  title: string;
  /** The button's text (data-video-label); "Voir la vidéo" when absent. */
  label: string;
}

export type VideoProvider = 'youtube' | 'vimeo';

export const isVideoProvider = (value: string | undefined): value is VideoProvider =>
  value === 'youtube' || value === 'vimeo';

/** One slide of the marker: its own classes and inner HTML, and its video if it has one. */
export interface BannerSlide {
  className: string;
  html: string;
  video: SlideVideo | null;
}

function slideVideo(slide: Element): SlideVideo | null {
  const provider = slide.getAttribute('data-provider') ?? undefined;
  const videoId = slide.getAttribute('data-video-id')?.trim() ?? '';
  if (!isVideoProvider(provider) || videoId === '') return null;
  const title =
    slide.getAttribute('data-video-title') ??
    slide.getAttribute('data-title') ??
    slide.querySelector('h2, h3')?.textContent ??
    '';
  const label = slide.getAttribute('data-video-label') ?? '';
  return { provider, videoId, title: title.trim(), label: label.trim() };
}

/**
 * The slides written inside the marker (`.banner-slide` children), parsed with the DOM. The first
 * slide's HTML is kept as written (the same picture, with its fetchpriority: it is the page's
 * largest paint); the images of the others are made lazy, since they are not on screen at first.
 */
export function parseSlides(markup: string): BannerSlide[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const slides = [...template.content.children].filter((el) =>
    el.classList.contains('banner-slide'),
  );
  return slides.map((slide, index) => {
    if (index > 0)
      for (const img of slide.querySelectorAll('img')) {
        img.setAttribute('loading', 'lazy');
        img.removeAttribute('fetchpriority');
      }
    return { className: slide.className, html: slide.innerHTML, video: slideVideo(slide) };
  });
}
