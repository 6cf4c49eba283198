/**
 * The inline script in `<div id="root">` of each signed-in page's HTML (signed-in-pages.ts): it
 * paints the page as the signed-in user last saw it (web/src/lib/kept-page.ts) before any of the
 * app's JavaScript has arrived, so a returning performer's phone shows the page from the HTML.
 * It shows an entry only for the session hint's own uid and role, of the current format and at
 * most a week old; anything unexpected leaves the root empty (the app renders it as before).
 * When nothing is kept, the root keeps the page's skeleton from the build (its loading state, the
 * root marked `data-skeleton="<role>"`), shown only to a session hint of that role: the loader
 * (page-loader.ts) then fetches the app at once, as for an empty root.
 *
 * Its text is the same in every build, so its hash in firebase.json's Content-Security-Policy only
 * changes when this file does (the prerender refuses to write pages the policy would block).
 */
import { KEPT_PAGE_FORMAT } from '../src/lib/kept-page';
import { PERSISTED_MAX_AGE_MS } from '../src/lib/query-persistence';
import { KEPT_PAGE_PREFIX } from '../src/lib/query-storage';
import { SESSION_HINT_KEY } from '../src/lib/session';

export const KEPT_PAGE_SCRIPT =
  '(function(root){try{' +
  `var hint=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})||'null');` +
  "if(!hint||!hint.uid||hint.role!==root.getAttribute('data-skeleton'))root.innerHTML='';if(!hint||!hint.uid)return;" +
  `var kept=JSON.parse(localStorage.getItem(${JSON.stringify(KEPT_PAGE_PREFIX)}+hint.uid+':'+location.pathname)||'null');` +
  `if(!kept||kept.format!==${KEPT_PAGE_FORMAT}||kept.role!==hint.role||!(Date.now()-kept.savedAt<${PERSISTED_MAX_AGE_MS}))return;` +
  "var style=document.createElement('style');style.setAttribute('data-emotion','css '+kept.styleIds.join(' '));" +
  'style.textContent=kept.css;document.head.appendChild(style);' +
  "root.innerHTML=kept.html;root.removeAttribute('data-skeleton');if(kept.title)document.title=kept.title;" +
  "}catch(error){root.innerHTML='';}})(document.getElementById('root'));";

export const keptPageTag = (): string => `<script>${KEPT_PAGE_SCRIPT}</script>`;
