import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The header banner: text only over a CSS gradient, so the largest paint is instant. */
export function HeroBanner() {
  return (
    <section aria-labelledby="hero-title" className="home-hero">
      <div className="sc-container">
        <p className="home-hero__eyebrow">REDEFINING BACKGROUND WORK</p>
        <h1 id="hero-title">Who&apos;s really behind every great scene?</h1>
        <p className="home-hero__lead">
          Toronto&apos;s first completely automated background agency: smart systems, faster payments and real support
          for the performers who fill every frame.
        </p>
        <RouterLink to={paths.aboutUs} className="sc-button sc-button--large sc-button--light">
          Learn more
          {/* Crawlers and screen-reader link lists get a name that stands on its own. */}
          <span className="sc-visually-hidden"> about SceneCall</span>
        </RouterLink>
      </div>
    </section>
  );
}
