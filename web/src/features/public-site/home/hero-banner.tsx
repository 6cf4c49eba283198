import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Hidden from sight, read by screen readers and crawlers. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The header banner: text only over a CSS gradient, so the largest paint is instant. */
export function HeroBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        background:
          'radial-gradient(circle at 85% 20%, #2f5fb3 0, transparent 45%), linear-gradient(135deg, #0b3d91, #06214f)',
        py: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="lg">
        <Typography component="p" sx={{ fontWeight: 700, letterSpacing: 2, mb: 2 }}>
          REDEFINING BACKGROUND WORK
        </Typography>
        <Typography
          id="hero-title"
          component="h1"
          sx={{ fontSize: { xs: 36, md: 64 }, lineHeight: 1.1, fontWeight: 800, maxWidth: 820, mb: 3 }}
        >
          Who&apos;s really behind every great scene?
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 21 }, maxWidth: 640, mb: 4 }}>
          Toronto&apos;s first completely automated background agency: smart systems, faster payments and real support
          for the performers who fill every frame.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.aboutUs}
          variant="contained"
          size="large"
          sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#e8eef9' } }}
        >
          Learn more
          {/* Crawlers and screen-reader link lists get a name that stands on its own. */}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            about SceneCall
          </Box>
        </Button>
      </Container>
    </Box>
  );
}
