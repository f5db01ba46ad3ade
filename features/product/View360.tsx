import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { FrameSet } from '@api/contract/product';
import { frameUrl } from '@rules/media';
import { ROTATE_360_DELAY } from '@features/product/constants';
import { prefersReducedMotion } from '@base/dom/reducedMotion';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { DRAG_PIXELS_PER_FRAME } from './constants';

/** Frame n moved by `delta`, wrapping around (frames are 1-based). */
export function wrapFrame(frame: number, delta: number, count: number): number {
  return ((((frame - 1 + delta) % count) + count) % count) + 1;
}

/**
 * The 360 view (001 §4 "States and transitions", §9): a range slider, drag, and auto-rotation every 100 ms that pauses
 * while the pointer is over the view. Arrow keys turn it too; a button stops the rotation
 * (on by default unless the shopper asked for reduced motion).
 */
export function View360({ frameSet, alt }: { frameSet: FrameSet; alt: string }) {
  const { t } = useTranslation();
  const count = frameSet.FramesCount;
  const [frame, setFrame] = useState(1);
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const drag = useRef<{ x: number; frame: number } | null>(null);

  useEffect(() => {
    if (!rotating || hovered) return undefined;
    const timer = setInterval(() => setFrame((f) => wrapFrame(f, 1, count)), ROTATE_360_DELAY);
    return () => clearInterval(timer);
  }, [rotating, hovered, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.round((event.clientX - drag.current.x) / DRAG_PIXELS_PER_FRAME);
    setFrame(wrapFrame(drag.current.frame, steps, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    setRotating(false);
    setFrame((f) => wrapFrame(f, delta, count));
  };

  return (
    <div
      className="view-360"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className="view-360-stage"
        role="img"
        aria-label={`${alt} – ${t('Catalog.Product.View360')}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          src={frameUrl(runtimeConfig().appBase, frameSet.FrameSetId, frame)}
          width={frameSet.Width}
          height={frameSet.Height}
          alt=""
          draggable={false}
        />
      </div>
      <div className="view-360-controls">
        <button
          type="button"
          className="btn btn-light btn-sm"
          aria-pressed={rotating}
          onClick={() => setRotating(!rotating)}
        >
          {t('Catalog.Product.AutoRotate')}
        </button>
        <input
          type="range"
          className="form-range"
          min={1}
          max={count}
          value={frame}
          aria-label={t('Catalog.Product.Rotate360')}
          onChange={(event) => {
            setRotating(false);
            setFrame(Number(event.target.value));
          }}
        />
      </div>
    </div>
  );
}
