import { useRef } from 'react';
import { useScrollFrame } from '../../../components/use-scroll-frame';
import { scrollIndicatorStyle } from './scroll-indicator-maths';

/** Decorative bar under the header; styled directly on scroll so React does not re-render per frame. */
export function ScrollIndicator() {
  const barRef = useRef<HTMLDivElement>(null);
  useScrollFrame(
    () => {
      const bar = barRef.current;
      if (!bar) return;
      const { scale, opacity } = scrollIndicatorStyle(window.scrollY);
      bar.style.transform = `scaleX(${scale})`;
      bar.style.opacity = String(opacity);
    },
    { runAtMount: true },
  );
  return <div ref={barRef} aria-hidden="true" data-testid="scroll-indicator" className="home-scroll-indicator" />;
}
