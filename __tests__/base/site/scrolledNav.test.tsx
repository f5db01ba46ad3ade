import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useScrolledNav } from '@base/site/useScrolledNav';
import { manualFrames, scrollPageTo } from './helpers';

function Probe() {
  const ref = useRef<HTMLElement>(null);
  useScrolledNav(ref);
  return <header ref={ref} data-testid="header" className="site-header" />;
}

let frames: ReturnType<typeof manualFrames>;
beforeEach(() => {
  scrollPageTo(0);
  frames = manualFrames();
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** Scrolls and lets the next frame come, as a browser would between two scroll events. */
function scrollTo(y: number) {
  scrollPageTo(y);
  frames.flush();
}

describe('scrolled nav (001 §4 "States and transitions", threshold 500 px)', () => {
  it('marks the header only when over 500 px and scrolling up', () => {
    render(<Probe />);
    const header = screen.getByTestId('header');
    scrollTo(600);
    expect(header).not.toHaveClass('scrolled'); // down past 500: none
    scrollTo(550);
    expect(header).toHaveClass('scrolled'); // up, still past 500
    expect(header).toHaveClass('site-header');
    scrollTo(580);
    expect(header).not.toHaveClass('scrolled'); // down again
    scrollTo(560);
    expect(header).toHaveClass('scrolled');
    scrollTo(0);
    expect(header).not.toHaveClass('scrolled'); // back to the top
  });

  it('does not mark the header when scrolling up below the threshold', () => {
    render(<Probe />);
    const header = screen.getByTestId('header');
    scrollTo(450);
    scrollTo(400);
    expect(header).not.toHaveClass('scrolled');
    scrollTo(501);
    scrollTo(500);
    expect(header).not.toHaveClass('scrolled'); // exactly 500 is not "over" 500
  });

  it('reads the scroll position at most once per frame', () => {
    render(<Probe />);
    scrollPageTo(900);
    scrollPageTo(800);
    scrollPageTo(700);
    expect(frames.pending()).toBe(1);
    frames.flush();
    expect(screen.getByTestId('header')).not.toHaveClass('scrolled'); // 0 → 700 is downwards
  });

  it('stops listening and drops the class when unmounted', () => {
    const { unmount } = render(<Probe />);
    const header = screen.getByTestId('header');
    scrollTo(900);
    scrollTo(800);
    expect(header).toHaveClass('scrolled');
    unmount();
    expect(header).not.toHaveClass('scrolled');
    scrollPageTo(700);
    expect(frames.pending()).toBe(0);
  });
});
