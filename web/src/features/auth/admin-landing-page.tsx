import { AreaLanding } from './area-landing';

export default function AdminLandingPage() {
  return <AreaLanding title="Admin" intro="Manage users, projects and casting directors." />;
}
