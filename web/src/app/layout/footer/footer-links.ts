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

export const LEGAL_LINKS: FooterEntry[] = [
  { label: 'Accessibility', to: paths.legal.accessibility },
  { label: 'Cookie policy', to: paths.legal.cookies },
  { label: 'Privacy policy', to: paths.legal.privacy },
  { label: 'Legal notices', to: paths.legal.notices },
];
