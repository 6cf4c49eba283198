/**
 * The signed-in pages whose speed and stability are measured: the build writes each one's HTML
 * with the script that paints the user's kept look of it and its chunks, fetched after that first
 * paint (prerender.ts), `npm run bench:web` runs Lighthouse on them with a
 * session kept (tools/bench/lighthouse.ts), and e2e/performance/layout-shift.spec.ts holds each
 * performer page's layout shift under 0.05 at 360 px. A new page of an area: one line here.
 */
import type { Role } from '@scenecall/shared';
import { paths } from '../src/config/paths';

export interface SignedInPage {
  /** The page's path, or its route with `:name` parameters (one HTML for every day, say). */
  path: string;
  /** Whose page it is: the session Lighthouse and the tests open it with. */
  role: Role;
  /** Performers use phones (Lighthouse's mobile preset at 360 px); staff use desktops. */
  device: 'mobile' | 'desktop';
}

export const SIGNED_IN_PAGES: SignedInPage[] = [
  { path: paths.performer.root, role: 'Performer', device: 'mobile' },
  { path: paths.performer.bookings, role: 'Performer', device: 'mobile' },
  { path: paths.performer.availability, role: 'Performer', device: 'mobile' },
  { path: paths.performer.openCalls, role: 'Performer', device: 'mobile' },
  { path: paths.performer.commissions, role: 'Performer', device: 'mobile' },
  { path: paths.performer.vouchers, role: 'Performer', device: 'mobile' },
  { path: paths.performer.updateProfile, role: 'Performer', device: 'mobile' },
  // Opened from the 'voucher ready to sign' e-mail, on a phone.
  { path: paths.performer.voucher(':voucherId'), role: 'Performer', device: 'mobile' },
  { path: paths.admin.root, role: 'Admin', device: 'desktop' },
  { path: paths.admin.performers, role: 'Admin', device: 'desktop' },
  { path: paths.admin.projects, role: 'Admin', device: 'desktop' },
  { path: paths.admin.castingDirectors, role: 'Admin', device: 'desktop' },
  { path: paths.admin.commissions, role: 'Admin', device: 'desktop' },
  { path: paths.admin.reviewRequests, role: 'Admin', device: 'desktop' },
  { path: paths.casting.root, role: 'Casting', device: 'desktop' },
  { path: paths.casting.create, role: 'Casting', device: 'desktop' },
  { path: paths.project.all, role: 'Casting', device: 'desktop' },
  // The crew on set use phones; its HTML's skeleton shows for Casting, an Admin's visit starts bare.
  { path: paths.project.setScreen(':id', ':dayId'), role: 'Casting', device: 'mobile' },
];

const PARAMETER = /:(\w+)/g;

/** `/project/:id/day/:dayId/set` → `project/_/day/_/set.html`: the one file Hosting serves for that route. */
export const fileForSignedInPage = (page: SignedInPage): string => `${page.path.slice(1).replace(PARAMETER, '_')}.html`;

/** Hosting's rewrite source for a page with parameters, each one a `*`; undefined for a page without. */
export const hostingSourceOf = (page: SignedInPage): string | undefined =>
  page.path.includes('/:') ? page.path.replace(PARAMETER, '*') : undefined;

/** The page's path with each parameter given a value of `valueOf(name)`. */
export const pathWith = (page: SignedInPage, valueOf: (name: string) => string): string =>
  page.path.replace(PARAMETER, (_match, name: string) => valueOf(name));
