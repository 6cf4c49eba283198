import { Box, ButtonBase, Typography } from '@mui/material';
import { iconButtonSx, ShellIcon } from '../header/shell-icons';
import { SOCIAL_LINKS } from './footer-links';

const NETWORKS = [
  { name: 'Facebook', href: SOCIAL_LINKS.facebook, icon: 'facebook' },
  { name: 'Instagram', href: SOCIAL_LINKS.instagram, icon: 'instagram' },
] as const;

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
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <ButtonBase
              component="a"
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network.name} (opens in a new tab)`}
              sx={{
                ...iconButtonSx,
                color: '#fff',
                '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #fff' },
              }}
            >
              <ShellIcon name={network.icon} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
