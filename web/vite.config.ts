import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineWorker } from './scripts/offline-worker-plugin';

const MUI_PACKAGES =
  /[\\/]node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|prop-types|react-is|hoist-non-react-statics)[\\/]/;
const MUI_OVERLAYS =
  /[\\/]@mui[\\/]material[\\/]esm[\\/](Modal|Dialog\w*|Popover|Popper|Menu|MenuList|MenuItem|Unstable_TrapFocus|Portal|Backdrop|Fade|Grow|Drawer|Slide|Tooltip)[\\/]/;
// Text inputs; then the fields that bring a menu with them (TextField can be a select): a page with
// only a plain input (OutlinedInput) does not load MUI's overlays.
const MUI_INPUTS =
  /[\\/]@mui[\\/]material[\\/]esm[\\/](InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|TextareaAutosize)[\\/]/;
const MUI_RADIO_GROUPS = /[\\/]@mui[\\/]material[\\/]esm[\\/](Radio|RadioGroup|FormGroup)[\\/]/;
const MUI_TABS =
  /[\\/]@mui[\\/]material[\\/]esm[\\/]((Tabs|Tab|TabScrollButton)[\\/]|internal[\\/]svg-icons[\\/]KeyboardArrow(Left|Right)\.js)/;
const MUI_FIELDS = /[\\/]@mui[\\/]material[\\/]esm[\\/](TextField|Select|NativeSelect|TablePagination)[\\/]/;
// The entry's own dependencies every page runs before it (React Router, zustand, the paths, the API
// client, the preload helper, the shared enums): one chunk instead of five of 0.4 to 8 KB, each a
// request that held one of a phone's six connections while React DOM and MUI were arriving.
const SHELL =
  /[\\/]node_modules[\\/](react-router|zustand)[\\/]|[\\/]web[\\/]src[\\/](config[\\/]paths|lib[\\/]api-client)\.tsx?$|vite[\\/]preload-helper|[\\/]packages[\\/]shared[\\/]src[\\/]enums\.ts$/;
const SIGNED_IN = new RegExp(
  [
    String.raw`[\/]node_modules[\/](@tanstack|date-fns|date-fns-tz|@date-fns)[\/]`,
    String.raw`[\/]web[\/]src[\/]lib[\/](query-client|query-provider|query-persistence|query-storage|bookings-queries|open-calls-queries|current-user-queries|use-fetched-for-this-page|mui-theme)\.tsx?$`,
    String.raw`[\/]web[\/]src[\/]components[\/](visually-hidden|page-loading|not-allowed|offline-notice|use-document-title)\.tsx?$`,
    String.raw`[\/]packages[\/]shared[\/]src[\/](dates|day-name|money|format|height|phone|own-property|profile-display|profile-fields|profile-rules|open-call-list|account-state)\.ts$`,
  ].join('|'),
);
// On the way into any signed-in page: the role guard and the areas' route tables
// (app/signed-in-area.ts), with MUI's theme provider and baseline, which lib/mui-theme wraps every
// MUI page in. Two chunks of about 5 KB before, one more round trip each before a phone's first paint.
const SIGNED_IN_AREA = new RegExp(
  [
    String.raw`[\/]web[\/]src[\/](app[\/](signed-in-area|area-routes|area-layouts|performer-frame)|components[\/](require-role|not-allowed)|lib[\/](kept-page|prefetch))\.tsx?$`,
    String.raw`[\/]web[\/]src[\/]config[\/]performer-pages\.ts$`,
    String.raw`[\/]web[\/]src[\/]features[\/](admin|bookings|casting|open-calls|payments|profile|projects|vouchers|workday)[\/]routes\.tsx?$`,
    String.raw`[\/]@mui[\/](system[\/]esm[\/](cssVars|ThemeProvider|InitColorSchemeScript)|private-theming)[\/]`,
    String.raw`[\/]@mui[\/]material[\/]esm[\/](CssBaseline|InitColorSchemeScript|styles[\/]ThemeProvider\w*\.js)`,
  ].join('|'),
);
// The performer's home page and what its first paint needs beyond the signed-in chunk: its profile
// header card with the picture, and the profile read, five files of 0.4 to 2 KB otherwise.
const PROFILE_PAGE = new RegExp(
  [
    String.raw`[\/]web[\/]src[\/]features[\/]profile[\/](pages[\/]profile-page|components[\/]performer-nav|api[\/]profile-api)\.tsx?$`,
    String.raw`[\/]web[\/]src[\/](components[\/]profile-header-card|lib[\/]use-picture-url)\.tsx?$`,
    String.raw`[\/]@mui[\/]material[\/]esm[\/](Avatar[\/]|internal[\/]svg-icons[\/]Person\.js)`,
  ].join('|'),
);
// The staff pages' links bar and the Casting header's links, three files of 0.3 to 0.5 KB otherwise,
// each a round trip on a phone on set (the set screen).
const STAFF_LINKS = new RegExp(
  String.raw`[\/]web[\/]src[\/](components[\/]staff-nav-bar|config[\/]staff-links|app[\/]layout[\/]header[\/]casting-nav-items)\.tsx?$`,
);
const MUI = (id: string) =>
  MUI_PACKAGES.test(id) &&
  ![MUI_OVERLAYS, MUI_INPUTS, MUI_RADIO_GROUPS, MUI_TABS, MUI_FIELDS].some((group) => group.test(id));

export default defineConfig(() => ({
  plugins: [react(), offlineWorker()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet, linked from every page's head: the plain-CSS shell and home page are styled
    // at first paint (prerendered pages included), not when their chunk arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: prerendered pages evaluate the shell's chunks one task
        // at a time (web/scripts/page-loader.ts), and React DOM is the largest of them. First of
        // all groups, or a group that needs React (MUI's) takes it along, and every page with it.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'shell', test: SHELL, priority: 35 },
            // The phone field's input mask, with its runtime helpers: only pages with a phone field load it.
            {
              name: 'input-mask',
              test: /[\\/]node_modules[\\/](imask|react-imask|@babel[\\/]runtime-corejs3|core-js-pure)[\\/]/,
            },
            // MUI (with Emotion and its helpers) used by 8 pages or more, in four chunks: what every
            // page paints with (choices and labels included), then overlays (dialogs, menus, popovers),
            // text inputs and the fields that bring a menu, which a page that only shows data does not load. Split per component, a performer's page fetched 60
            // to 70 files, and on a phone's slow connection each costs a round trip (docs/decisions/
            // signed-in-first-visit.md). The priorities keep each chunk's dependencies out of the later ones.
            { name: 'mui', test: MUI, minShareCount: 8, priority: 30 },
            { name: 'mui-overlays', test: MUI_OVERLAYS, minShareCount: 8, priority: 20 },
            { name: 'mui-inputs', test: MUI_INPUTS, minShareCount: 8, priority: 15 },
            { name: 'mui-fields', test: MUI_FIELDS, minShareCount: 8, priority: 10 },
            // Radio buttons and their groups: three files of 0.5 to 2 KB otherwise.
            { name: 'mui-radio-groups', test: MUI_RADIO_GROUPS, priority: 10 },
            // Tabs with their scroll buttons' arrows: two files otherwise.
            { name: 'mui-tabs', test: MUI_TABS, priority: 10 },
            { name: 'profile-page', test: PROFILE_PAGE, priority: 6, includeDependenciesRecursively: false },
            { name: 'signed-in-area', test: SIGNED_IN_AREA, priority: 6, includeDependenciesRecursively: false },
            { name: 'staff-links', test: STAFF_LINKS, priority: 6, includeDependenciesRecursively: false },
            // What every signed-in page needs before its data shows, in one chunk: a dozen files of
            // under 1 KB each cost a dozen round trips on a phone's connection.
            {
              name: 'signed-in',
              test: SIGNED_IN,
              minShareCount: 2,
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w web` proxies /api to the stack started by `npm start`.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000' },
  },
}));
