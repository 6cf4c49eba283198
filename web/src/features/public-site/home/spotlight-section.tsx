import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DESKTOP_MIN_WIDTH_PX } from '@scenecall/shared';
import { SectionHeading } from './section-heading';
import { useMediaQuery } from './use-media-query';
import { PERFORMER_SLIDES, type SpotlightSlide } from './spotlight-slides';

// Only desktop shows the carousel: phones never download it.
const SpotlightCarousel = lazy(() => import('./spotlight-carousel'));
/** Reserves the carousel's height while it loads, so nothing below it moves. */
const CAROUSEL_MIN_HEIGHT_PX = 400;

const TABS = [{ id: 'performers', label: 'Performers', slides: PERFORMER_SLIDES }];

function StackedSlides({ slides }: { slides: SpotlightSlide[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {slides.map((slide) => (
        <Box component="li" key={slide.id} sx={{ bgcolor: 'background.paper', borderRadius: 3, p: 3 }}>
          <Box sx={{ width: 160, height: 120, mb: 2 }}>
            <slide.Art />
          </Box>
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {slide.title}
          </Typography>
          <Typography>{slide.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** 'Spotlight on: Universal simplicity': a carousel from 1024 px, stacked cards below. */
export function SpotlightSection() {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  // Performers is the only audience so far; the tab list is ready for more.
  const active = TABS[0]!;
  return (
    <Box component="section" aria-labelledby="spotlight-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: '#eef1f7' }}>
      <Container maxWidth="lg">
        <SectionHeading id="spotlight-title" eyebrow="Spotlight on" title="Universal simplicity" />
        <Box role="tablist" aria-label="Audience" sx={{ display: 'flex', gap: 1, mb: 3 }}>
          {TABS.map((tab) => (
            <Box
              key={tab.id}
              component="button"
              type="button"
              role="tab"
              id={`spotlight-tab-${tab.id}`}
              aria-selected={tab.id === active.id}
              aria-controls={`spotlight-panel-${tab.id}`}
              sx={{
                font: 'inherit',
                fontWeight: 700,
                minHeight: 44,
                px: 2.5,
                border: 0,
                borderBottom: '3px solid',
                borderColor: tab.id === active.id ? 'primary.main' : 'transparent',
                bgcolor: 'transparent',
                color: 'primary.main',
                cursor: 'pointer',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {tab.label}
            </Box>
          ))}
        </Box>
        <Box role="tabpanel" id={`spotlight-panel-${active.id}`} aria-labelledby={`spotlight-tab-${active.id}`}>
          {isDesktop ? (
            <Box sx={{ minHeight: CAROUSEL_MIN_HEIGHT_PX }}>
              <Suspense fallback={null}>
                <SpotlightCarousel label={`${active.label}: why SceneCall`} slides={active.slides} />
              </Suspense>
            </Box>
          ) : (
            <StackedSlides slides={active.slides} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
