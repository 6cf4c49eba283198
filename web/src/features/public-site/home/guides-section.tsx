import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { HOME_GUIDES } from './home-guides';
import { SectionHeading } from './section-heading';

/** 'Information: Navigate your work on set': the six guides and the 'Full guide' button. */
export function GuidesSection() {
  return (
    <Box component="section" aria-labelledby="guides-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="guides-title" eyebrow="Information" title="Navigate your work on set" />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 4,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {HOME_GUIDES.map((guide) => (
            <Box component="li" key={guide.to} sx={{ borderTop: '3px solid', borderColor: 'primary.main', pt: 2 }}>
              <Box
                component={RouterLink}
                to={guide.to}
                sx={{
                  fontSize: 20,
                  fontWeight: 700,
                  display: 'inline-block',
                  mb: 1,
                  color: 'primary.main',
                  textDecorationColor: 'rgba(11, 61, 145, 0.4)',
                  '&:hover': { textDecorationColor: 'currentColor' },
                }}
              >
                {guide.title}
              </Box>
              <Typography>{guide.description}</Typography>
            </Box>
          ))}
        </Box>
        <Button component={RouterLink} to={paths.actorsGuide} variant="contained" size="large">
          Full guide
        </Button>
      </Container>
    </Box>
  );
}
