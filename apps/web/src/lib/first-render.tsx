import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * The app's first render replaces the server's page (ADR 018) in stages, one task each, so that no
 * task holds a phone's main thread for long (issue 14's Total Blocking Time, ADR 045). main.tsx
 * draws the app hidden beside the server's page, raises the stage task by task, shows the app in
 * place of that page once SHOWN_STAGE is drawn, and goes on with what is out of sight.
 */
const RenderStage = createContext(Number.POSITIVE_INFINITY);

/** The stage's provider; without it (tests, any later render) everything draws. */
export const RenderStageProvider = RenderStage.Provider;

/**
 * main.tsx's root for the first render: provides stage 0 and hands `onStart` the setter that
 * main.tsx raises task by task. One root render for every stage: a `root.render` per stage would
 * restart the `useId` counter, giving later parts ids the top bar already uses.
 */
export function RenderStages({
  onStart,
  children,
}: {
  onStart: (setStage: (stage: number) => void) => void;
  children: ReactNode;
}) {
  const [stage, setStage] = useState(0);
  useLayoutEffect(() => onStart(setStage), [onStart]);
  return <RenderStage.Provider value={stage}>{children}</RenderStage.Provider>;
}

// Stage 0 draws the top bar.
/** The page under the top bar: headings, the welcome, a product's details. */
export const PAGE_STAGE = 1;
/** The stage after which main.tsx shows the app: a list's first rows are drawn by then. */
export const SHOWN_STAGE = 3;
/** Parts out of sight (footer, desktop sidebar on a phone, a product page's lower half). */
export const OUT_OF_SIGHT_STAGE = 4;
/** The last stage main.tsx draws before everything; a list's later cards count up to it. */
export const LAST_STAGE = 10;

/** The stage being drawn: Infinity outside the first render. */
export function useRenderStage(): number {
  return useContext(RenderStage);
}

/**
 * Draws `children` from stage `at` of the first render on (at once in any other render). Only
 * this small component re-renders as the stage rises; `children`, made once by its parent, is the
 * same element every time, which React skips.
 */
export function Staged({
  at,
  children,
  fallback = null,
}: {
  at: number;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useRenderStage() >= at ? children : fallback}</>;
}
