import { Box, Typography } from '@mui/material';
import { FooterLink } from './footer-link';
import type { FooterEntry } from './footer-links';

export function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterEntry[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 16, mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink to={link.to}>{link.label}</FooterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
