import { paths } from '../../../config/paths';
import { CORE_GUIDES, guidePath } from '../../../features/guides/guide-catalog';

export interface FooterEntry {
  label: string;
  to: string;
}

export const SERVICES_LINKS: FooterEntry[] = [
  { label: 'Home', to: paths.home },
  { label: 'About us', to: paths.aboutUs },
  { label: 'Contact', to: paths.contact },
  { label: 'Jobs', to: paths.jobs },
  { label: 'Registration', to: paths.registration },
];

export const INFORMATION_LINKS: FooterEntry[] = CORE_GUIDES.map((guide) => ({
  label: guide.title,
  to: guidePath(guide),
}));

/** The spec points these four at the home page until their own pages exist. */
export const LEGAL_LINKS: FooterEntry[] = [
  { label: 'Accessibility', to: paths.home },
  { label: 'Cookie policy', to: paths.home },
  { label: 'Privacy policy', to: paths.home },
  { label: 'Legal notices', to: paths.home },
];

/** The spec names the networks but not the agency's pages; these are the networks' own sites until it does. */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
} as const;
