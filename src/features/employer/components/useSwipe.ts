import { useRef } from 'react';

export type SwipeDirection = 'left' | 'right';

/** Pixels a finger must travel for a swipe; shorter moves are taps or scrolls. */
export const SWIPE_MIN_PX = 80;

/**
 * Which way a finger moved from start to end, if far enough and mostly sideways. Up and down are the page's
 * scroll: a card taller than a phone's screen is read by scrolling it, so no vertical move is an action.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) return dx > 0 ? 'right' : 'left';
  return null;
}

/** Touch swipes on an element (mouse and pen keep their usual behaviour). */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: React.TouchEvent) => {
      const t = e.touches[0];
      start.current = { x: t.clientX, y: t.clientY };
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const s = start.current;
      start.current = null;
      const t = e.changedTouches[0];
      if (!s || !t) return;
      const direction = swipeDirection(t.clientX - s.x, t.clientY - s.y);
      if (direction) onSwipe(direction);
    },
  };
}
