import { useRef, type ImgHTMLAttributes } from 'react';
import { useNearViewport } from '@base/dom/useNearViewport';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string;
  /** Required: "" for a decorative image. */
  alt: string;
  /** Natural size in pixels: reserves the image's box before it loads, so nothing shifts. */
  width: number;
  height: number;
};

/**
 * An image fetched only when it comes within 500 px of the viewport (000 §9 "Business constants and limits": lazy image load,
 * threshold 500 px, throttle 250 ms for browsers without IntersectionObserver). Its box is
 * reserved from the first render by `aspect-ratio`, so the page does not move when it arrives.
 */
export function LazyImage({ src, srcSet, width, height, alt, className, style, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref);
  return (
    <img
      ref={ref}
      {...rest}
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    />
  );
}
