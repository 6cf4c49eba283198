import type { Role } from '@scenecall/shared';
import { paths } from './paths';

export interface StaffLink {
  label: string;
  to: string;
}

/**
 * Each staff role's own area: the Admin's (spec 2, section 2, plus Performers, Commissions and the agency's Settings) and
 * Casting's (its productions and its projects). The staff bar shows them on staff pages; Casting's
 * also show in the site header, loaded only for a Casting session.
 */
export const STAFF_AREAS: Partial<Record<Role, { name: string; links: StaffLink[] }>> = {
  Admin: {
    name: 'Admin',
    links: [
      { label: 'Users', to: paths.admin.root },
      { label: 'Performers', to: paths.admin.performers },
      { label: 'Projects', to: paths.admin.projects },
      { label: 'Casting Directors', to: paths.admin.castingDirectors },
      { label: 'Commissions', to: paths.admin.commissions },
      { label: 'Review requests', to: paths.admin.reviewRequests },
      { label: 'Settings', to: paths.admin.settings },
    ],
  },
  Casting: {
    name: 'Casting',
    links: [
      { label: 'Productions', to: paths.casting.root },
      { label: 'Projects', to: paths.project.root },
    ],
  },
};
