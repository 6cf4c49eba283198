import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/** /project lists the projects. */
export default function ProjectsRootRedirect() {
  return <Navigate to={paths.project.all} replace />;
}
