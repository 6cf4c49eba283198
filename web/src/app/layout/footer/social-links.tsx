import { Box, IconButton, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import { SOCIAL_LINKS } from './footer-links';

export function SocialLinks() {
  return (
    <Box>
      <Typography id="footer-social" component="h2" sx={{ fontWeight: 700, fontSize: 16, mb: 1, color: '#fff' }}>
        Follow us
      </Typography>
      <Box
        component="ul"
        aria-labelledby="footer-social"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}
      >
        <li>
          <IconButton
            component="a"
            href={SOCIAL_LINKS.facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Facebook (opens in a new tab)"
            sx={{ color: '#fff' }}
          >
            <FacebookIcon />
          </IconButton>
        </li>
        <li>
          <IconButton
            component="a"
            href={SOCIAL_LINKS.instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Instagram (opens in a new tab)"
            sx={{ color: '#fff' }}
          >
            <InstagramIcon />
          </IconButton>
        </li>
      </Box>
    </Box>
  );
}
