import { Box, Typography } from '@mui/material';
import { PRODUCT_SHORT_NAME } from '@scenecall/shared';
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
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ bgcolor: '#101828', color: '#e4e7ec', py: 6, px: 3, '@media print': { display: 'none' } }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <FooterColumn id="footer-services" title="Services" links={SERVICES_LINKS} />
        <FooterColumn id="footer-information" title="Information" links={INFORMATION_LINKS} />
        <FooterColumn id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        <SocialLinks />
      </Box>
      <Typography variant="body2" sx={{ maxWidth: 1200, mx: 'auto', mt: 5, pt: 3, borderTop: '1px solid #344054' }}>
        © {new Date().getFullYear()} {PRODUCT_SHORT_NAME}. All rights reserved. ·{' '}
        <FooterLink to={paths.status}>System status</FooterLink>
      </Typography>
    </Box>
  );
}
