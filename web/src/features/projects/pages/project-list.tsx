/** The grid of projects (spec 2 §2 'Project list'): each name opens the project. */
import { Alert, Box, Button, Card, CardActionArea, CardActions, CardContent, Typography } from '@mui/material';
import type { ProjectStatus, ProjectView } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session';
import { useProjects, useSetProjectStatus } from '../api';
import { ErrorAlert } from '../components/error-alert';
import { ProjectsLayout } from '../components/projects-layout';

function RestoreButton({ project }: { project: ProjectView }) {
  const restore = useSetProjectStatus(project.id);
  return (
    <>
      <Button
        size="small"
        disabled={restore.isPending}
        onClick={() => restore.mutate('restore')}
        aria-label={`Restore ${project.name}`}
      >
        Restore
      </Button>
      {restore.error && <ErrorAlert error={restore.error} />}
    </>
  );
}

function ProjectCard({ project }: { project: ProjectView }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={paths.project.page(project.id)} sx={{ flex: 1 }}>
        <CardContent>
          <Typography component="h2" variant="h6">
            {project.name}
          </Typography>
        </CardContent>
      </CardActionArea>
      {project.status === 'archived' && (
        <CardActions>
          <RestoreButton project={project} />
        </CardActions>
      )}
    </Card>
  );
}

export function ProjectList({ status, title }: { status: ProjectStatus; title: string }) {
  const projects = useProjects(status);
  const hint = useSessionStore((state) => state.hint);
  return (
    <ProjectsLayout>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center', mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {hint?.role === 'Casting' && status === 'active' && (
          <Button variant="contained" component={RouterLink} to={paths.project.create(hint.uid)}>
            New project
          </Button>
        )}
      </Box>
      {projects.isPending && <PageLoading label="Loading projects" />}
      <ErrorAlert error={projects.error} />
      {projects.data?.length === 0 && (
        <Alert severity="info">{status === 'archived' ? 'No archived projects.' : 'No projects yet.'}</Alert>
      )}
      {projects.data && projects.data.length > 0 && (
        <Box
          component="ul"
          aria-label={title}
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {projects.data.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </Box>
      )}
    </ProjectsLayout>
  );
}
