import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { HOME_GUIDES } from './home-guides';
import { SectionHeading } from './section-heading';

/** 'Information: Navigate your work on set': the six guides and the 'Full guide' button. */
export function GuidesSection() {
  return (
    <section aria-labelledby="guides-title" className="home-section">
      <div className="sc-container">
        <SectionHeading id="guides-title" eyebrow="Information" title="Navigate your work on set" />
        <ul className="home-guides">
          {HOME_GUIDES.map((guide) => (
            <li key={guide.to}>
              <RouterLink to={guide.to} className="home-guide-link">
                {guide.title}
              </RouterLink>
              <p className="home-text">{guide.description}</p>
            </li>
          ))}
        </ul>
        <RouterLink to={paths.actorsGuide} className="sc-button sc-button--large">
          Full guide
        </RouterLink>
      </div>
    </section>
  );
}
