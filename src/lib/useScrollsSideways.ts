import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (so it scrolls sideways), kept up to date as either
 * is resized. Returns a ref callback for the element and the answer.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls] as const;
}
