/** /project/{id}: breadcrumb, 'Add new days', and the project's days by their dates. */
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { formatMonthDay, type ProductionDaySummary, type ProjectView } from '@scenecall/shared';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useProject, useProjectDays, useSetProjectStatus } from '../api';
import { ErrorAlert } from '../components/error-alert';
import { ProjectCommissionForm } from '../components/project-commission-form';
import { ProjectsLayout, RouterTextLink } from '../components/projects-layout';

export const monthDays = (dates: readonly string[]) => dates.map(formatMonthDay).join(', ');

function DayCard({ projectId, day }: { projectId: string; day: ProductionDaySummary }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={paths.project.day(projectId, day.id)}>
        <CardContent
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Box>
            <Typography component="h3" variant="h6">
              {monthDays(day.dates)}
            </Typography>
            <Typography color="text.secondary">
              {day.title} · {day.location}
            </Typography>
          </Box>
          <Chip label={day.status} size="small" variant="outlined" />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProjectStatusButton({ project }: { project: ProjectView }) {
  const change = useSetProjectStatus(project.id);
  const archived = project.status === 'archived';
  return (
    <Box>
      <Button
        variant="outlined"
        disabled={change.isPending}
        onClick={() => change.mutate(archived ? 'restore' : 'archive')}
      >
        {archived ? 'Restore project' : 'Archive project'}
      </Button>
      <ErrorAlert error={change.error} />
    </Box>
  );
}

export default function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const days = useProjectDays(id);
  return (
    <ProjectsLayout>
      {(project.isPending || days.isPending) && <PageLoading label="Loading the project" />}
      <ErrorAlert error={project.error ?? days.error} />
      {project.data && (
        <>
          <Breadcrumbs aria-label="Breadcrumb" separator=">" sx={{ mb: 1 }}>
            <RouterTextLink to={paths.project.all}>Projects</RouterTextLink>
            <Typography color="text.primary" aria-current="page">
              {project.data.name}
            </Typography>
          </Breadcrumbs>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
            <Typography component="h1" variant="h4">
              {project.data.name}
              {project.data.status === 'archived' && (
                <Chip label="Archived" size="small" sx={{ ml: 1, verticalAlign: 'middle' }} />
              )}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {project.data.status === 'active' && (
                <Button variant="contained" component={RouterLink} to={paths.project.newDays(id)}>
                  Add new days
                </Button>
              )}
              <ProjectStatusButton project={project.data} />
            </Stack>
          </Stack>
          <ProjectCommissionForm key={project.data.updatedAt} project={project.data} />
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            Production days
          </Typography>
          {days.data?.length === 0 && <Alert severity="info">No production days yet.</Alert>}
          <Box component="ul" aria-label="Production days" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {days.data?.map((day) => (
              <DayCard key={day.id} projectId={id} day={day} />
            ))}
          </Box>
        </>
      )}
    </ProjectsLayout>
  );
}
