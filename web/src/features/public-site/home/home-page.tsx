import './home.css';
import { GuidesSection } from './guides-section';
import { HeroBanner } from './hero-banner';
import { JoinUsSection } from './join-us-section';
import { ScrollIndicator } from './scroll-indicator';
import { SpotlightSection } from './spotlight-section';

export default function HomePage() {
  return (
    <>
      <ScrollIndicator />
      <HeroBanner />
      <SpotlightSection />
      <GuidesSection />
      <JoinUsSection />
    </>
  );
}
