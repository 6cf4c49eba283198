/**
 * The one inline script of the prerendered pages. It requests the page's JavaScript only after
 * the first paint: the prerendered HTML is what the visitor needs first, and neither the browser
 * nor Lighthouse's simulation then waits for the scripts. It then keeps the main thread free
 * for input while the app starts:
 * - the preloads are added one per task (each starts a fetch; thirty in one task blocked the
 *   main thread for about 150 ms on Lighthouse's 4x-slowed phone, four still 50-90 ms);
 * - the shell's chunks (React, MUI, …) run one per task, in order, before the entry: a module
 *   graph otherwise runs in one task, the longest of the page's start.
 *
 * - a page whose root is still empty, or holds only its build-time skeleton (`data-skeleton`: a
 *   signed-in page on a first visit, nothing kept to paint), has no later paint to wait for: the
 *   fetches start at once, the shell's chunks (React DOM, the entry) and the page's largest
 *   (`data-first` of the preloads after them: MUI's) all in the loader's first task, before the
 *   page's reads and its smaller chunks take the connections (a phone's browser opens six per host
 *   over HTTP/1.1); the preloads come largest first (prerender.ts); the modules its
 *   session needs before its data (`data-unpainted`: Firebase's SDK) come next, not discovered
 *   after the app has started; unless the session hint's token is fresh (lib/session.ts,
 *   hasEarlyToken): the data requests then carry it and Firebase loads after the page's first answer;
 * - with such a token, and a hint of the page's role (`data-role`), the page's reads
 *   (`data-requests`, recorded by the prerender) are asked for right after the shell's chunks, in
 *   parallel with its code, and kept for the app's API client (lib/early-responses.ts).
 *   A page whose HTML serves a route with parameters (`data-route`, one HTML for every production
 *   day's set screen) has its reads recorded with the parameters' names: they are filled from the
 *   page's path.
 *
 * Its text is the same on every page and in every build (the chunk lists are read from the tag's
 * data attributes), so its hash in the Content-Security-Policy of firebase.json only changes
 * when this text does; the prerender refuses to write pages the policy would block.
 */
import { createHash } from 'node:crypto';
import { EARLY_TOKEN_MARGIN_MS, SESSION_HINT_KEY } from '../src/lib/session';

export const PAGE_LOADER_SCRIPT =
  '(function(tag){' +
  "function list(name){return (tag.getAttribute(name)||'').split(' ').filter(Boolean);}" +
  "var preloads=list('data-preloads'),modules=list('data-modules');" +
  "var root=document.getElementById('root'),empty=!root||!root.hasChildNodes()||root.hasAttribute('data-skeleton');" +
  "function preload(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);}" +
  "if(empty)preloads.splice(0,modules.length+(+tag.getAttribute('data-first')||0)).forEach(preload);" +
  `var hint=null;try{hint=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})||'null');}catch(error){}` +
  `var early=!!(hint&&hint.idToken&&hint.expiresAt-Date.now()>${EARLY_TOKEN_MARGIN_MS});` +
  "var route=list('data-route')[0],params={};if(route){var here=location.pathname.split('/');" +
  "route.split('/').forEach(function(part,i){if(part.charAt(0)===':')params[part]=here[i]||'';});}" +
  'function filled(path){return path.replace(/:\\w+/g,function(name){return params.hasOwnProperty(name)?params[name]:name;});}' +
  "if(early&&hint.role===tag.getAttribute('data-role')){var sent=window.earlyResponses={};list('data-requests').map(filled).forEach(function(path){" +
  "var response=fetch(path,{headers:{Authorization:'Bearer '+hint.idToken},credentials:'same-origin'});" +
  'response.catch(function(){});sent[path]={token:hint.idToken,response:response};});}' +
  "if(empty&&!early)preloads=list('data-unpainted').concat(preloads);" +
  'function preloadSome(){preloads.splice(0,1).forEach(preload);' +
  'if(preloads.length)setTimeout(preloadSome,0);else runNext();}' +
  'function runNext(){var src=modules.shift();if(!src)return;' +
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=src;" +
  'script.onload=script.onerror=function(){setTimeout(runNext,0);};document.head.appendChild(script);}' +
  'if(empty)preloadSome();else requestAnimationFrame(function(){setTimeout(preloadSome,0);});' +
  '})(document.currentScript);';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A signed-in page's reads, asked for by the loader with the hint's token if it is of `role`. */
export interface EarlyReads {
  role: string;
  /** Paths with the route's `:name` parameters, which the loader fills from the page's own path. */
  paths: string[];
  /** The page's route when it has parameters (`/project/:id/day/:dayId/set`). */
  route?: string;
}

/**
 * The loader tag for a page: `modules` run in this order, one per task (the shell's chunks, the
 * entry last); `preloads` (every module the page needs, those included) are fetched first;
 * `unpainted` too, after the modules, when the page has nothing painted in its root; `reads`
 * before anything else, when the session hint's token is fresh.
 */
export function pageLoaderTag(
  modules: string[],
  preloads: string[],
  unpainted: string[] = [],
  reads?: EarlyReads,
  firstAfterModules = 0,
): string {
  const attribute = (name: string, values: string[]) => `${name}="${escapeAttribute(values.join(' '))}"`;
  const extra = [
    unpainted.length > 0 ? ` ${attribute('data-unpainted', unpainted)}` : '',
    firstAfterModules > 0 ? ` ${attribute('data-first', [String(firstAfterModules)])}` : '',
    reads && reads.paths.length > 0
      ? ` ${attribute('data-role', [reads.role])} ${attribute('data-requests', reads.paths)}`
      : '',
    reads?.route ? ` ${attribute('data-route', [reads.route])}` : '',
  ].join('');
  return `<script ${attribute('data-modules', modules)} ${attribute('data-preloads', preloads)}${extra}>${PAGE_LOADER_SCRIPT}</script>`;
}

/** A CSP hash source for an inline script's text: `'sha256-…'`. */
export function cspHashOf(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** The text of every inline (no `src`) script of an HTML page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
