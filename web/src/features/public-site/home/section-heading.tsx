import { Box, Typography } from '@mui/material';

/** The home page's 'Eyebrow: Title' section headings. */
export function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        component="p"
        sx={{ fontWeight: 700, letterSpacing: 1.5, textTransform: 'uppercase', color: 'secondary.main' }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} component="h2" variant="h3" sx={{ fontSize: { xs: 30, md: 42 }, fontWeight: 700 }}>
        {title}
      </Typography>
    </Box>
  );
}
