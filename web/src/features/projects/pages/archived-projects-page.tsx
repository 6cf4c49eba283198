import { ProjectList } from './project-list';

/** /project/archived: archived projects, each with Restore. */
export default function ArchivedProjectsPage() {
  return <ProjectList status="archived" title="Archived projects" />;
}
