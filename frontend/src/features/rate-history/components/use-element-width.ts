import { useLayoutEffect, useRef, useState } from 'react';

/** Width assumed until the element is measured, and where nothing can measure it (jsdom). */
const UNMEASURED_WIDTH = 640;

/**
 * The current width of the element `ref` is put on, kept up to date as the window or the layout
 * changes it (ResizeObserver), so a chart is drawn at the width it has: at 390 px it is redrawn
 * narrower instead of being scaled down or pushing the page sideways.
 */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
