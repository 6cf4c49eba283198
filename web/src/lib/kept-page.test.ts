/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_PAGE_SCRIPT } from '../../scripts/kept-page-script';
import { KEPT_PAGE_FORMAT, pageAsShown, type KeptPage } from './kept-page';
import { PERSISTED_MAX_AGE_MS } from './query-persistence';
import { keptPageKey } from './query-storage';
import { SESSION_HINT_KEY } from './session';

const PATH = '/performer/bookings';

const kept = (overrides: Partial<KeptPage> = {}): KeptPage => ({
  format: KEPT_PAGE_FORMAT,
  role: 'Performer',
  savedAt: Date.now(),
  title: 'Bookings | SceneCall',
  html: '<main id="main"><h1>Bookings</h1></main>',
  css: '.css-abc{color:red;}',
  styleIds: ['abc'],
  ...overrides,
});

/** Runs the HTML's inline script as the browser does, before any of the app's code. */
function runScript(root = '<div id="root"></div>'): HTMLElement {
  document.body.innerHTML = root;
  new Function(KEPT_PAGE_SCRIPT)();
  return document.getElementById('root')!;
}

describe("the signed-in page's HTML script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', PATH);
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ uid: 'u1', role: 'Performer', expiresAt: 0 }));
  });

  it("paints the hint's own kept page with its styles for Emotion to adopt", () => {
    localStorage.setItem(keptPageKey('u1', PATH), JSON.stringify(kept()));
    const root = runScript();
    expect(root.querySelector('h1')?.textContent).toBe('Bookings');
    expect(document.head.querySelector('style')?.getAttribute('data-emotion')).toBe('css abc');
    expect(document.title).toBe('Bookings | SceneCall');
  });

  it("paints nothing of another user's page, another role's, an older format or one older than a week", () => {
    localStorage.setItem(keptPageKey('u2', PATH), JSON.stringify(kept()));
    expect(runScript().innerHTML).toBe('');
    for (const entry of [
      kept({ role: 'Admin' }),
      kept({ format: KEPT_PAGE_FORMAT + 1 }),
      kept({ savedAt: Date.now() - PERSISTED_MAX_AGE_MS - 1 }),
    ]) {
      localStorage.setItem(keptPageKey('u1', PATH), JSON.stringify(entry));
      expect(runScript().innerHTML).toBe('');
    }
  });

  it('paints nothing without a session hint or from a damaged entry', () => {
    localStorage.setItem(keptPageKey('u1', PATH), '{not json');
    expect(runScript().innerHTML).toBe('');
    localStorage.removeItem(SESSION_HINT_KEY);
    localStorage.setItem(keptPageKey('u1', PATH), JSON.stringify(kept()));
    expect(runScript().innerHTML).toBe('');
    expect(document.head.querySelector('style')).toBeNull();
  });

  describe("over the page's skeleton from the build", () => {
    const SKELETON = '<div id="root" data-skeleton="Performer"><main id="main"><h1>Bookings</h1><p>Loading</p></main></div>';

    it("keeps it when nothing is kept for the hint's uid, so the loader fetches the app at once", () => {
      const root = runScript(SKELETON);
      expect(root.querySelector('p')?.textContent).toBe('Loading');
      expect(root.hasAttribute('data-skeleton')).toBe(true);
    });

    it('paints the kept page over it and unmarks the root, so the loader waits for that paint', () => {
      localStorage.setItem(keptPageKey('u1', PATH), JSON.stringify(kept()));
      const root = runScript(SKELETON);
      expect(root.innerHTML).toBe('<main id="main"><h1>Bookings</h1></main>');
      expect(root.hasAttribute('data-skeleton')).toBe(false);
    });

    it('removes it without a session hint or for a hint of another role', () => {
      localStorage.removeItem(SESSION_HINT_KEY);
      expect(runScript(SKELETON).innerHTML).toBe('');
      localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ uid: 'u1', role: 'Admin', expiresAt: 0 }));
      expect(runScript(SKELETON).innerHTML).toBe('');
    });
  });
});

describe('the page kept as shown', () => {
  it("keeps a private picture's box but not its object URL, which ends with the page", () => {
    document.body.innerHTML =
      '<div id="root"><main id="main"><h1>Performers</h1>' +
      '<div class="avatar"><img alt="Rosa" src="blob:http://localhost/1f2e" class="MuiAvatar-img"></div>' +
      '<img alt="Logo" src="/icons/icon-192.png"></main></div>';
    const root = document.createElement('div');
    root.innerHTML = pageAsShown('Admin')!.html;
    const [picture, logo] = root.querySelectorAll('img');
    expect(picture?.hasAttribute('src')).toBe(false);
    expect(picture?.style.visibility).toBe('hidden');
    expect(picture?.className).toBe('MuiAvatar-img');
    expect(logo?.getAttribute('src')).toBe('/icons/icon-192.png');
  });
});
