import { afterFirstAnswerPainted } from './after-paint';

/** The template in which a signed-in page's HTML holds its manifest links (scripts/prerender.ts). */
export const LATER_HEAD_LINKS_ID = 'later-head-links';

/** How long the links wait for the page's first answer (a kept page may not ask at once). */
const AT_LATEST_MS = 3000;

/**
 * Adds the manifest and home-screen icon links of a signed-in page to the head once the app has
 * rendered (main.tsx calls this then) and the page's first answer is painted: fetched at once
 * (with the icon the manifest names), they took a phone's connection and bandwidth from the page's
 * own code; an answer can arrive before the app has rendered, from the page loader's early reads.
 * Pages without the template (the public ones) have them already.
 */
export function addLaterHeadLinksWhenShown(): void {
  const template = document.getElementById(LATER_HEAD_LINKS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  void afterFirstAnswerPainted(AT_LATEST_MS).then(() => {
      document.head.append(template.content.cloneNode(true));
      template.remove();
    });
}
