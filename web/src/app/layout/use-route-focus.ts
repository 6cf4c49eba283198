import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce } from '../../lib/announcer';

/** How long a new page may take to show its heading (its data loading) before focus is left alone. */
const HEADING_WAIT_MS = 10_000;
/** A page still loading (a spinner, a busy table): its heading may be a placeholder ('User') until it is done. */
const LOADING = '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';

const focusInDialog = () => document.activeElement?.closest('[role="dialog"], [aria-modal="true"]') != null;

/** Shown, not merely mounted (a closed MUI backdrop keeps its spinner, hidden). */
const isShown = (element: Element) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;

/** The page's one `h1` once it has its words and the page has loaded (or `settled` is false: any h1). */
function pageHeading(main: HTMLElement, settled: boolean): HTMLElement | null {
  const heading = main.querySelector('h1');
  if (!heading?.textContent?.trim()) return null;
  return settled && [...main.querySelectorAll(LOADING)].some(isShown) ? null : heading;
}

function focusHeading(heading: HTMLElement, say: boolean): void {
  if (focusInDialog()) return; // the new page opened a dialog: it has the focus, and the reader's attention
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  if (say) announce(heading.textContent ?? '');
}

/**
 * Waits for the new page's heading and focuses it (again if the page then swaps it for another,
 * a placeholder for the loaded name); the visitor pressing a key or the pointer meanwhile, or the
 * page focusing something of its own, keeps that focus. Returns the cancel.
 */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  let focused: HTMLElement | null = null;
  const observer = new MutationObserver(() => check());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const check = (settled = true) => {
    if (focused) {
      if (focused.isConnected || document.activeElement !== document.body) return;
    } else if (main.contains(document.activeElement)) {
      return stop(); // the new page put the focus in itself (a field with autoFocus): its choice stands
    }
    const heading = pageHeading(main, settled);
    if (!heading) return;
    const said = focused?.textContent;
    focused = heading;
    focusHeading(heading, heading.textContent !== said);
  };
  const timer = setTimeout(() => {
    if (!focused) check(false);
    stop();
  }, HEADING_WAIT_MS);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  observer.observe(main, { childList: true, subtree: true, characterData: true, attributeFilter: ['aria-busy'] });
  check();
  return stop;
}

/**
 * After a route change, focus goes to the new page's `h1` (given tabIndex -1) and its words are
 * announced in the shell's live region, so keyboard and screen-reader users start on the new page
 * rather than at the top of the document. Not on the page the browser opened, nor on the redirects
 * that page makes before the visitor does anything (a guard sending to /login): there the browser's
 * own start is right. Only the path counts: a new query or `#hash` on the same page keeps the focus.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener('keydown', mark, { capture: true, once: true });
    window.addEventListener('pointerdown', mark, { capture: true, once: true });
    return () => {
      window.removeEventListener('keydown', mark, true);
      window.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById('main');
    if (!interacted.current || !main) return;
    return focusHeadingWhenShown(main);
  }, [pathname]);
}
