import { Box, Container, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { GUIDES, type Guide } from './guide-catalog';
import { ReadingProgressBar } from './reading-progress';
import { ReadTimeBadge } from './read-time-badge';
import { ShareButton } from './share-button';

/** The frame every guide shares: progress bar, back link, title, read time, share/print. */
export function GuideArticle({ guide, lead, children }: { guide: Guide; lead: string; children: ReactNode }) {
  // The quick guide is the actors guide itself: its way back is the index of all guides.
  const isActorsGuide = guide.slug === GUIDES.quickGuide.slug;
  return (
    <>
      <ReadingProgressBar />
      <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Link
          component={RouterLink}
          to={isActorsGuide ? paths.information : paths.actorsGuide}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24, mb: 3, fontWeight: 600 }}
        >
          <ArrowBackIcon aria-hidden="true" fontSize="small" />
          {isActorsGuide ? 'All information guides' : 'Back to the actors guide'}
        </Link>
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 2 }}>
          {guide.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          <ReadTimeBadge minutes={guide.readMinutes} />
          <ShareButton title={guide.title} />
        </Box>
        {/* The text a reader reads, which the read-time badge promises (checked by read-time.test.tsx). */}
        <Box data-testid="guide-text">
          <Typography sx={{ fontSize: 19, mb: 4 }}>{lead}</Typography>
          {children}
        </Box>
      </Container>
    </>
  );
}
