import { Box } from '@mui/material';
import { useRef } from 'react';
import { useScrollFrame } from '../../components/use-scroll-frame';
import { readingProgress } from './reading-progress-maths';

/**
 * A thin bar at the top of the window showing how far the article has been read. Decorative (the
 * scrollbar says the same), so hidden from assistive technology; updated outside React on scroll.
 */
export function ReadingProgressBar() {
  const barRef = useRef<HTMLDivElement>(null);
  useScrollFrame(
    () => {
      const bar = barRef.current;
      if (!bar) return;
      const { visible, ratio } = readingProgress(
        window.scrollY,
        document.documentElement.scrollHeight,
        window.innerHeight,
      );
      bar.style.opacity = visible ? '1' : '0';
      bar.style.transform = `scaleX(${ratio})`;
      bar.dataset.visible = String(visible);
    },
    { onResize: true, runAtMount: true },
  );
  return (
    <Box
      ref={barRef}
      aria-hidden="true"
      data-testid="reading-progress"
      data-visible="false"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        zIndex: 1200,
        bgcolor: 'secondary.main',
        transformOrigin: 'left',
        transform: 'scaleX(0)',
        opacity: 0,
        transition: 'opacity 150ms linear',
        '@media print': { display: 'none' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    />
  );
}
