import { Box } from '@mui/material';

/** First stop for keyboard users: jump over the navigation to the page's content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1300,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid #ffbf47' },
      }}
    >
      Skip to main content
    </Box>
  );
}
