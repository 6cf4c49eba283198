import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

/** 'Join us: No ordinary gig' promo. */
export function JoinUsSection() {
  return (
    <section aria-labelledby="join-title" className="home-section home-join">
      <div className="sc-container">
        <SectionHeading id="join-title" eyebrow="Join us" title="No ordinary gig" />
        <p className="home-join__text">
          Be part of the scenes everyone talks about. Registration is free, with no annual fees, and newcomers get help
          on set with their first voucher.
        </p>
        <RouterLink to={paths.registration} className="sc-button sc-button--large sc-button--secondary">
          Register
        </RouterLink>
      </div>
    </section>
  );
}
