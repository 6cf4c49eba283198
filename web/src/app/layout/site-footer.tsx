import { AGENCY, PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { paths } from '../../config/paths';
import { useLoadingStore } from '../../lib/loading-store';
import { FooterColumn } from './footer/footer-column';
import { FooterLink } from './footer/footer-link';
import { INFORMATION_LINKS, LEGAL_LINKS, SERVICES_LINKS } from './footer/footer-links';
import { SocialLinks } from './footer/social-links';

/** The public footer; hidden while the global loading flag is set. */
export function SiteFooter() {
  const isLoading = useLoadingStore((state) => state.isLoading);
  if (isLoading) return null;
  return (
    <footer className="sc-footer" data-testid="site-footer">
      <div className="sc-footer__columns">
        <FooterColumn id="footer-services" title="Services" links={SERVICES_LINKS} />
        <FooterColumn id="footer-information" title="Information" links={INFORMATION_LINKS} />
        <FooterColumn id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        <SocialLinks />
      </div>
      <address className="sc-footer__legal sc-footer__address">
        {AGENCY.name} · {AGENCY.address} ·{' '}
        <a className="sc-footer__link" href={`mailto:${AGENCY.email}`}>
          {AGENCY.email}
        </a>{' '}
        ·{' '}
        <a className="sc-footer__link" href={`tel:+${AGENCY.phone.replace(/\D/g, '')}`}>
          {AGENCY.phone}
        </a>
      </address>
      <p className="sc-footer__legal sc-footer__copyright">
        © {new Date().getFullYear()} {PRODUCT_SHORT_NAME}. All rights reserved. ·{' '}
        <FooterLink to={paths.status}>System status</FooterLink>
      </p>
    </footer>
  );
}
