import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted what that render committed (the
 * next frame, then a task of its own). For a part of a page that measures the layout when it
 * mounts (a slider): mounted with the page, its measure forced the layout of the whole new page
 * inside the page's own long task (issue 20: the product gallery's thumbnails, 17 ms of a 48 ms
 * task on this machine, four times that on Lighthouse's slow phone).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
