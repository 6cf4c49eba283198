import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AREA_ROUTES_SRC,
  evaluateBudgets,
  evaluateHomeLoad,
  HOME_PAGE_SRC,
  KB,
  routeCosts,
  type Manifest,
} from './budgets';
import { hostedFile } from './home-load';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      HOME_PAGE_SRC,
      'src/features/guides/articles/minors.tsx',
      'src/app/layout/header/mobile-drawer.tsx',
      AREA_ROUTES_SRC,
    ],
  },
  [AREA_ROUTES_SRC]: {
    file: 'assets/area-routes.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/features/admin/pages/users-page.tsx'],
  },
  'src/features/admin/pages/users-page.tsx': {
    file: 'assets/users-page.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  [HOME_PAGE_SRC]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/features/guides/articles/minors.tsx': {
    file: 'assets/minors.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/layout/header/mobile-drawer.tsx': {
    file: 'assets/drawer.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100 * KB,
  'assets/vendor.js': 30 * KB,
  'assets/runtime.js': 1 * KB,
  'assets/shared.js': 5 * KB,
  'assets/home.js': 10 * KB,
  'assets/minors.js': 2 * KB,
  'assets/drawer.js': 3 * KB,
  'assets/area-routes.js': 1 * KB,
  'assets/users-page.js': 20 * KB,
};
const sizeOf = (file: string) => sizes[file]!;

describe('route JS budgets', () => {
  it('counts the entry, its static imports, the route chunk and its static imports once each', () => {
    const costs = routeCosts(manifest, sizeOf);
    const home = costs.find((cost) => cost.page === HOME_PAGE_SRC)!;
    expect(home.files.sort()).toEqual(
      ['assets/home.js', 'assets/index.js', 'assets/runtime.js', 'assets/shared.js', 'assets/vendor.js'].sort(),
    );
    expect(home.gzipBytes).toBe(146 * KB);
    expect(costs.find((cost) => cost.page.endsWith('minors.tsx'))!.gzipBytes).toBe(133 * KB);
  });

  it("counts a signed-in area's page with the area's route table, which is not a route itself", () => {
    const costs = routeCosts(manifest, sizeOf);
    expect(costs.map((cost) => cost.page)).not.toContain(AREA_ROUTES_SRC);
    const users = costs.find((cost) => cost.page.endsWith('users-page.tsx'))!;
    expect(users.files).toContain('assets/area-routes.js');
    expect(users.gzipBytes).toBe(157 * KB);
    expect(evaluateBudgets(manifest, sizeOf).lines.some((line) => line.includes(AREA_ROUTES_SRC))).toBe(false);
  });

  it('treats shell parts loaded on demand as neither routes nor counted', () => {
    const result = evaluateBudgets(manifest, sizeOf);
    expect(routeCosts(manifest, sizeOf).map((cost) => cost.page)).not.toContain(
      'src/app/layout/header/mobile-drawer.tsx',
    );
    expect(result.lines.some((line) => line.includes('mobile-drawer.tsx') && line.includes('3.0'))).toBe(true);
    expect(result.ok).toBe(true);
  });

  it('fails when the scripts the browser loads for / go over 135 KB, at any width', () => {
    const light = [
      { url: '/assets/react-dom.js', gzipBytes: 66 * KB },
      { url: '/assets/index.js', gzipBytes: 60 * KB },
    ];
    expect(evaluateHomeLoad({ mobile: light, desktop: light }).ok).toBe(true);
    const heavier = [...light, { url: '/assets/carousel.js', gzipBytes: 10 * KB }];
    const result = evaluateHomeLoad({ mobile: light, desktop: heavier });
    expect(result.ok).toBe(false);
    expect(result.lines.find((line) => line.startsWith('desktop'))).toContain('OVER');
    expect(result.lines.some((line) => line.includes('/assets/carousel.js'))).toBe(true);
  });

  it('fails when the browser loaded no script at all (a broken measure is not a pass)', () => {
    expect(evaluateHomeLoad({ mobile: [] }).ok).toBe(false);
  });

  it('serves paths as Hosting does: prerendered pages by clean URL, anything else the SPA shell', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-dist-'));
    mkdirSync(join(dist, 'information'));
    for (const file of ['index.html', 'app.html', 'about-us.html', 'information/minors.html'])
      writeFileSync(join(dist, file), file);
    expect(hostedFile(dist, '/')).toBe(join(dist, 'index.html'));
    expect(hostedFile(dist, '/about-us')).toBe(join(dist, 'about-us.html'));
    expect(hostedFile(dist, '/information/minors')).toBe(join(dist, 'information/minors.html'));
    expect(hostedFile(dist, '/performer/bookings')).toBe(join(dist, 'app.html'));
    expect(hostedFile(dist, '/../../etc/passwd')).toBe(join(dist, 'app.html'));
  });

  it('counts a page and the area table that build groups captured, listed under their chunks', () => {
    const { [AREA_ROUTES_SRC]: table, 'src/features/admin/pages/users-page.tsx': users, ...rest } = manifest;
    const grouped: Manifest = {
      ...rest,
      'index.html': { ...manifest['index.html']!, dynamicImports: [HOME_PAGE_SRC, '_signed-in-area-x.js'] },
      '_signed-in-area-x.js': { ...table!, name: 'signed-in-area', dynamicImports: ['_users-page-y.js'] },
      '_users-page-y.js': { ...users!, name: 'users-page' },
    };
    const costs = routeCosts(grouped, sizeOf);
    const usersCost = costs.find((cost) => cost.page === '_users-page-y.js')!;
    expect(usersCost.files).toContain('assets/area-routes.js');
    expect(usersCost.gzipBytes).toBe(157 * KB);
    expect(costs.map((cost) => cost.page)).not.toContain('_signed-in-area-x.js');
  });

  it('fails when any route goes over 300 KB', () => {
    const result = evaluateBudgets(manifest, (file) => (file === 'assets/minors.js' ? 200 * KB : sizes[file]!));
    expect(result.ok).toBe(false);
  });
});
