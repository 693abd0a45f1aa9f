import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the fixed top bar's height as the CSS variable --topbar-h, so the page content starts
 * below it whatever the bar wraps into (one row on desktop, two on a phone, one on /search).
 */
export function useTopbarHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const publish = () =>
      document.documentElement.style.setProperty('--topbar-h', `${el.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
