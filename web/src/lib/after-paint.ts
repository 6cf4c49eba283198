import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenFirstSignedInAnswer } from './api-client';

/** Resolves once the browser has painted the next frame and then has a moment with nothing to do. */
export function afterNextPaintWhenIdle(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }, 0),
    ),
  );
}

/** Resolves once the browser has painted the next frame, in a task of its own. */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page's first signed-in answer (or, without one, `atLatestMs`) has been painted
 * and the browser is idle: for work a signed-in page can do after it has shown its data.
 */
export async function afterFirstAnswerPainted(atLatestMs: number): Promise<void> {
  await Promise.race([whenFirstSignedInAnswer(), new Promise((resolve) => setTimeout(resolve, atLatestMs))]);
  await afterNextPaintWhenIdle();
}

/**
 * False until what the component rendered with has been painted and the browser is idle: for
 * parts of a page below the fold, whose code should not be fetched before the page's own content shows.
 */
export function usePaintedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaintWhenIdle().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}

/**
 * How many of `count` parts to render: none until what the component rendered with has been painted
 * and the browser is idle, then one more after each part has been painted. Each part is a commit
 * of its own (and, as a transition, a render that yields): on a slow phone a commit of a whole
 * form's fields (their styles inserted, laid out) is one long task, one field group is not.
 */
export function usePaintedParts(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return undefined;
    let mounted = true;
    void (shown === 0 ? afterNextPaintWhenIdle() : afterNextPaint()).then(() => {
      if (mounted) startTransition(() => setShown((parts) => Math.max(parts, shown + 1)));
    });
    return () => {
      mounted = false;
    };
  }, [shown, count]);
  return shown;
}

/**
 * Renders its children once what the page rendered with them has been painted and the browser is
 * idle, one child after another, each in a commit of its own: for the part of a page past a phone's
 * first screen, so that the page's first render (over a returning user's kept look, or when its
 * data arrives) and the render of what follows are not long tasks (issue 37).
 */
export function AfterPaint({ children }: { children: ReactNode }): ReactNode {
  const parts = Children.toArray(children);
  const shown = usePaintedParts(parts.length);
  return parts.slice(0, shown);
}
