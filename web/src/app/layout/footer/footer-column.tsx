import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { FooterLink } from './footer-links';

export function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 16, mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link
              component={RouterLink}
              to={link.to}
              color="inherit"
              underline="hover"
              sx={{ display: 'inline-block', py: 0.5, minHeight: 24 }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
