import { ProjectList } from './project-list';

/** /project/all: a Casting user's projects (Admin: every project). */
export default function AllProjectsPage() {
  return <ProjectList status="active" title="Projects" />;
}
