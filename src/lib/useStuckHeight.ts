import { type RefObject, useEffect } from 'react';

/**
 * For what stays stuck at the top of the window (the top bar, the jobs-to-compare tray): its height, kept up to
 * date in the page's CSS variable `--<name>-height` while it is there. Keyboard focus stops below it
 * (src/app/theme.ts).
 */
export function useStuckHeight(ref: RefObject<HTMLElement | null>, name: string, present = true) {
  useEffect(() => {
    const element = ref.current;
    if (!present || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const variable = `--${name}-height`;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [ref, name, present]);
}
