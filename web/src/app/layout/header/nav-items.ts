import { paths } from '../../../config/paths';

/** The header's plain links; Information is a menu (mega menu on desktop, sub-level in the drawer). */
export const NAV_LINKS = {
  home: { label: 'Home', to: paths.home },
  information: { label: 'Information', to: paths.information },
  aboutUs: { label: 'About Us', to: paths.aboutUs },
  contact: { label: 'Contact', to: paths.contact },
} as const;

export const MEGA_MENU_ID = 'information-mega-menu';
