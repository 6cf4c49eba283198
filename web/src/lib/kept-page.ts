/**
 * A signed-in page's last look, kept so that the next visit paints it from the HTML before any
 * JavaScript has arrived: on a phone that JavaScript (React, MUI, the page) takes seconds to fetch
 * and run, while the kept query cache can only be shown once it has. The built HTML of each page of
 * web/scripts/signed-in-pages.ts reads the entry (web/scripts/kept-page-script.ts), the app then
 * renders the same page from its kept data in place, and refreshes it.
 *
 * - Saved when the visitor leaves the page (the tab hidden or closed), only once it has loaded:
 *   no indeterminate progressbar and nothing `aria-busy` in `<main>`.
 * - One entry per uid and path (lib/query-storage.ts), removed with the kept query cache on logout,
 *   an ended session or another account's login; shown only for the hint's own uid and role, and
 *   for a week at most, like the kept query cache (lib/query-persistence.ts).
 * - Buttons and fields are `inert` until the app takes over, as on the prerendered public pages.
 */
import type { Role } from '@scenecall/shared';
import { useEffect } from 'react';
import { keptPageKey } from './query-storage';
import { useSessionStore } from './session';

/** Raised when the entry's shape changes, so the HTML's script never reads an older one. */
export const KEPT_PAGE_FORMAT = 1;

export interface KeptPage {
  format: number;
  role: Role;
  savedAt: number;
  title: string;
  /** `#root`'s markup. */
  html: string;
  /** Emotion's rules that markup uses, and their ids (adopted by Emotion when the app starts). */
  css: string;
  styleIds: string[];
}

const LOADING = '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="tab"]';
const STYLE_ID = /\.css-([\w-]+)|@keyframes ([\w-]+)/g;

/** Shown, not merely mounted (a closed MUI backdrop keeps its spinner, hidden or faded out). */
const isShown = (element: Element) =>
  !element.closest('[aria-hidden="true"]') &&
  (typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    : element.getClientRects().length > 0);

/** Emotion's rules that apply to `html`: global rules, keyframes, and the classes it names. */
function emotionRulesOf(html: string): Pick<KeptPage, 'css' | 'styleIds'> {
  const rules = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-emotion'))
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const used = rules.filter((rule) => {
    const ids = [...rule.matchAll(STYLE_ID)].filter((match) => match[1] !== undefined).map((match) => match[1]);
    return ids.length === 0 || ids.some((id) => html.includes(`css-${id}`));
  });
  const css = used.join('\n');
  const styleIds = new Set([...css.matchAll(STYLE_ID)].map((match) => match[1] ?? match[2] ?? ''));
  return { css, styleIds: [...styleIds] };
}

/**
 * Private pictures are shown through object URLs (lib/use-picture-url.ts), which end with the page:
 * kept, they would paint as broken images (and an error each) until the app fetched them again.
 * The picture keeps its box, empty.
 */
function withoutObjectUrl(picture: HTMLImageElement): void {
  picture.removeAttribute('src');
  picture.removeAttribute('srcset');
  picture.style.visibility = 'hidden';
}

/** The page as it is on screen, or null while it is still loading. */
export function pageAsShown(role: Role, now = Date.now()): KeptPage | null {
  const root = document.getElementById('root');
  const main = document.getElementById('main');
  if (!root || !main?.querySelector('h1') || [...main.querySelectorAll(LOADING)].some(isShown)) return null;
  // Copied into a document of its own, which loads nothing: a copy in this one would load its
  // pictures again, and an object URL's load breaks the policy's connect-src (issue 37, item 16).
  const copy = document.implementation.createHTMLDocument('').importNode(root, true);
  for (const control of copy.querySelectorAll(CONTROLS)) control.setAttribute('inert', '');
  for (const picture of copy.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')) withoutObjectUrl(picture);
  const html = copy.innerHTML;
  return { format: KEPT_PAGE_FORMAT, role, savedAt: now, title: document.title, html, ...emotionRulesOf(html) };
}

/** Keeps the page at `path` as it is on screen for this signed-in user (nothing while it loads). */
export function keepPage(uid: string, role: Role, path: string): void {
  const page = pageAsShown(role);
  if (!page) return;
  try {
    localStorage.setItem(keptPageKey(uid, path), JSON.stringify(page));
  } catch {
    // Storage full or refused: the next visit paints once the app has started, as before.
    localStorage.removeItem(keptPageKey(uid, path));
  }
}

/**
 * While a signed-in user of a role the guard lets in is on an area page, keeps that page's look
 * whenever the tab is hidden or left (a phone switching apps, the tab closed, a link followed).
 */
export function useKeepPageOnLeave(uid: string | undefined, role: Role | undefined, allowed: boolean): void {
  useEffect(() => {
    if (!uid || !role || !allowed) return;
    const keep = () => {
      if (useSessionStore.getState().hint?.uid === uid) keepPage(uid, role, window.location.pathname);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [uid, role, allowed]);
}
