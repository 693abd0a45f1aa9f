import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the fixed top bar's height as the CSS variable --topbar-h, so the page content starts
 * below it whatever the bar wraps into (two rows on a phone, one from 1024 px, one on /search).
 * A ResizeObserver reports it after the browser's own layout, before the paint; reading it in
 * the render would force a layout of the whole new page there (a long task on the first load).
 * The stylesheet's defaults are the bar's usual heights, so most loads write nothing.
 */
export function useTopbarHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // What the page uses now, in px (the stylesheet's default is in rem).
    const current = () => {
      const value = getComputedStyle(root).getPropertyValue('--topbar-h').trim();
      const rem = value.endsWith('rem') ? parseFloat(getComputedStyle(root).fontSize) : 1;
      return parseFloat(value) * rem;
    };
    const observer = new ResizeObserver(() => {
      const height = el.offsetHeight;
      if (height !== current()) root.style.setProperty('--topbar-h', `${height}px`);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
