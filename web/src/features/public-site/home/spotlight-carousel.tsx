import { CAROUSEL_INTERVAL_MS } from '@scenecall/shared';
import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { ShellIcon } from '../../../components/shell-icons';
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
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="spotlight-carousel"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="home-carousel__controls">
        {!reducedMotion && (
          <button
            type="button"
            className="sc-icon-button"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          >
            <ShellIcon name={userPaused ? 'play' : 'pause'} />
          </button>
        )}
        <button type="button" className="sc-icon-button" onClick={() => go(-1)} aria-label="Previous slide">
          <ShellIcon name="chevronLeft" />
        </button>
        <button type="button" className="sc-icon-button" onClick={() => go(1)} aria-label="Next slide">
          <ShellIcon name="chevronRight" />
        </button>
        <div className="home-carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="home-carousel__dot"
              onClick={() => setIndex(position)}
              aria-label={`Show slide ${position + 1}: ${slide.title}`}
              aria-current={position === index ? 'true' : undefined}
            />
          ))}
        </div>
      </div>
      <div
        className="home-carousel__viewport"
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="home-carousel__track"
          data-reduced-motion={reducedMotion}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== index}
              inert={position !== index}
              data-testid="spotlight-slide"
              data-active={position === index}
              className="home-carousel__slide"
            >
              <div className="home-carousel__art">
                <slide.Art />
              </div>
              <div>
                <h3>{slide.title}</h3>
                <p>{slide.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
