import { paths } from '../../config/paths';
import { AreaLanding } from './area-landing';

export default function CastingLandingPage() {
  return (
    <AreaLanding
      title="Casting"
      intro="Production days and performer selection."
      links={[{ label: 'Projects', to: paths.project.all }]}
    />
  );
}
