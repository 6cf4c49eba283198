import { AppBar, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { paths } from '../../config/paths';

/** Minimal header; the public-site feature replaces it with the full navigation. */
export function SiteHeader() {
  return (
    <AppBar position="sticky" color="default" elevation={0}>
      <Toolbar component="nav" aria-label="Main">
        <Link component={RouterLink} to={paths.home} underline="none" fontWeight={700}>
          {PRODUCT_SHORT_NAME}
        </Link>
      </Toolbar>
    </AppBar>
  );
}
