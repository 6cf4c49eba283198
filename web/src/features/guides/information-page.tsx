import { Box, Button, Card, CardActionArea, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GUIDE_CATEGORIES, guidePath } from './guide-catalog';
import { guideSummary } from './guide-summaries';
import { ReadTimeBadge } from './read-time-badge';

/** /information: every guide, grouped by category. */
export default function InformationPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 2 }}>
        Information
      </Typography>
      <Typography sx={{ fontSize: 19, mb: 5, maxWidth: 720 }}>
        Navigate your work on set: short, practical guides written for background performers in Toronto.
      </Typography>
      {GUIDE_CATEGORIES.map((category) => (
        <Box component="section" key={category.id} aria-labelledby={`category-${category.id}`} sx={{ mb: 6 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography id={`category-${category.id}`} component="h2" variant="h4" sx={{ fontWeight: 700 }}>
              {category.label}
            </Typography>
            <Button component={RouterLink} to={category.cta.to} variant="contained">
              {category.cta.label}
            </Button>
          </Box>
          <Typography sx={{ mb: 3, maxWidth: 720 }}>{category.description}</Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {category.guides.map((guide) => (
              <li key={guide.slug}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={guidePath(guide)} sx={{ height: '100%', p: 2.5 }}>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                      {guide.title}
                    </Typography>
                    <Typography sx={{ mb: 2 }}>{guideSummary(guide.slug)}</Typography>
                    <ReadTimeBadge minutes={guide.readMinutes} />
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
