import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the fixed top bar's height as the CSS variable --topbar-h, so the page content starts
 * below it whatever the bar wraps into (one row on desktop, two on a phone, one on /search).
 */
export function useTopbarHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const publish = () => {
      const height = el.offsetHeight;
      // 0 while the app's first render is still hidden (main.tsx): the observer reports the
      // height once it shows; the stylesheet's defaults hold until then.
      if (height === 0) return;
      const style = document.documentElement.style;
      // Writing the same height again would restyle the whole page for nothing.
      if (style.getPropertyValue('--topbar-h') !== `${height}px`) {
        style.setProperty('--topbar-h', `${height}px`);
      }
    };
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
