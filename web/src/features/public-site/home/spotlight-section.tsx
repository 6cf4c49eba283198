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
    <ul className="home-cards">
      {slides.map((slide) => (
        <li key={slide.id} className="home-card">
          <div className="home-card__art">
            <slide.Art />
          </div>
          <h3>{slide.title}</h3>
          <p className="home-text">{slide.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Spotlight on: Universal simplicity': a carousel from 1024 px, stacked cards below. */
export function SpotlightSection() {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  // Performers is the only audience so far; the tab list is ready for more.
  const active = TABS[0]!;
  return (
    <section aria-labelledby="spotlight-title" className="home-section home-spotlight">
      <div className="sc-container">
        <SectionHeading id="spotlight-title" eyebrow="Spotlight on" title="Universal simplicity" />
        <div role="tablist" aria-label="Audience" className="home-tabs">
          {TABS.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              className="home-tab"
              id={`spotlight-tab-${tab.id}`}
              aria-selected={tab.id === active.id}
              aria-controls={`spotlight-panel-${tab.id}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`spotlight-panel-${active.id}`} aria-labelledby={`spotlight-tab-${active.id}`}>
          {isDesktop ? (
            <div style={{ minHeight: CAROUSEL_MIN_HEIGHT_PX }}>
              <Suspense fallback={null}>
                <SpotlightCarousel label={`${active.label}: why SceneCall`} slides={active.slides} />
              </Suspense>
            </div>
          ) : (
            <StackedSlides slides={active.slides} />
          )}
        </div>
      </div>
    </section>
  );
}
