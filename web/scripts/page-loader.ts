/**
 * The one inline script of the prerendered pages. It requests the page's JavaScript only after
 * the first paint: the prerendered HTML is what the visitor needs first, and neither the browser
 * nor Lighthouse's simulation then waits for the scripts.
 *
 * Its text is the same on every page and in every build (the entry and the chunks to preload are
 * read from the tag's data attributes), so its hash in the Content-Security-Policy of firebase.json
 * only changes when this text does; the prerender refuses to write pages the policy would block.
 */
import { createHash } from 'node:crypto';

export const PAGE_LOADER_SCRIPT =
  '(function(tag){requestAnimationFrame(function(){setTimeout(function(){' +
  "tag.getAttribute('data-preloads').split(' ').forEach(function(href){if(!href)return;" +
  "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});" +
  "var script=document.createElement('script');script.type='module';script.crossOrigin='';" +
  "script.src=tag.getAttribute('data-entry');document.head.appendChild(script);" +
  '},0);});})(document.currentScript);';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The loader tag for a page: its entry module and the chunks it preloads. */
export function pageLoaderTag(entry: string, preloads: string[]): string {
  return `<script data-entry="${escapeAttribute(entry)}" data-preloads="${escapeAttribute(preloads.join(' '))}">${PAGE_LOADER_SCRIPT}</script>`;
}

/** A CSP hash source for an inline script's text: `'sha256-…'`. */
export function cspHashOf(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** The text of every inline (no `src`) script of an HTML page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
