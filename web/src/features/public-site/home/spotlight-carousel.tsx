import { Box, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { CAROUSEL_INTERVAL_MS } from '@scenecall/shared';
import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { wrapIndex } from './carousel-index';
import type { SpotlightSlide } from './spotlight-slides';
import { useMediaQuery } from './use-media-query';

const SWIPE_MIN_PX = 40;

/**
 * WAI-ARIA auto-rotating carousel: advances every 7500 ms and wraps; pauses on hover, on keyboard
 * focus and by its pause button; never rotates or animates for prefers-reduced-motion.
 */
export default function SpotlightCarousel({ label, slides }: { label: string; slides: SpotlightSlide[] }) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touchStartX = useRef<number | null>(null);
  const rotating = !userPaused && !hovered && !focused && !reducedMotion;
  const count = slides.length;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    go(end < start ? 1 : -1);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="spotlight-carousel"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {!reducedMotion && (
          <IconButton
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          >
            {userPaused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        )}
        <IconButton onClick={() => go(-1)} aria-label="Previous slide">
          <ChevronLeftIcon />
        </IconButton>
        <IconButton onClick={() => go(1)} aria-label="Next slide">
          <ChevronRightIcon />
        </IconButton>
        <Box sx={{ display: 'flex', ml: 1 }}>
          {slides.map((slide, position) => (
            <Box
              key={slide.id}
              component="button"
              type="button"
              onClick={() => setIndex(position)}
              aria-label={`Show slide ${position + 1}: ${slide.title}`}
              aria-current={position === index ? 'true' : undefined}
              sx={{
                width: 32,
                height: 32,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: '2px solid',
                  borderColor: 'primary.main',
                  bgcolor: position === index ? 'primary.main' : 'transparent',
                },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
        </Box>
      </Box>
      <Box
        sx={{ overflow: 'hidden', borderRadius: 3 }}
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: reducedMotion ? 'none' : 'transform 500ms ease',
          }}
        >
          {slides.map((slide, position) => (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== index}
              inert={position !== index}
              data-testid="spotlight-slide"
              data-active={position === index}
              sx={{
                flex: '0 0 100%',
                display: 'grid',
                gridTemplateColumns: '320px 1fr',
                alignItems: 'center',
                gap: 5,
                p: 5,
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ width: 320, height: 240 }}>
                <slide.Art />
              </Box>
              <Box>
                <Typography component="h3" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
                  {slide.title}
                </Typography>
                <Typography sx={{ fontSize: 19, lineHeight: 1.6 }}>{slide.description}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
