import { ProjectList } from './project-list';

/** /admin/projects: every project (Admin). */
export default function AdminProjectsPage() {
  return <ProjectList status="active" title="Projects" />;
}
