/** /project/{id}/day/{dayId}: the day's details, roles, performers, and the menu of day actions. */
import { Alert, Box, Breadcrumbs, Button, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useDayPage } from '../api';
import { useBookingBoard } from '../booking-api';
import { BoardParticipantsTable, BoardRolesTable } from '../components/booking-board';
import { DayDetails, ParticipantsTable, RolesTable } from '../components/day-details';
import { DayMenu } from '../components/day-menu';
import { ErrorAlert } from '../components/error-alert';
import { ProjectsLayout, RouterTextLink } from '../components/projects-layout';
import { monthDays } from './project-page';

/** Below the day's details and tables: its code and card load after them. */
const DayRateCard = lazy(() => import('../components/day-rate-card'));

export default function DayPage() {
  const { id = '', dayId = '' } = useParams();
  const page = useDayPage(id, dayId);
  const board = useBookingBoard(id, dayId);
  return (
    <ProjectsLayout>
      {page.isPending && <PageLoading label="Loading the production day" />}
      <ErrorAlert error={page.error} />
      {page.data && (
        <>
          <Breadcrumbs aria-label="Breadcrumb" separator=">" sx={{ mb: 1 }}>
            <RouterTextLink to={paths.project.all}>Projects</RouterTextLink>
            <RouterTextLink to={paths.project.page(id)}>{page.data.project.name}</RouterTextLink>
            <Typography color="text.primary" aria-current="page">
              {monthDays(page.data.day.dates)}
            </Typography>
          </Breadcrumbs>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Typography component="h1" variant="h4">
              {page.data.day.title}
            </Typography>
            <Chip label={page.data.day.status} color={page.data.day.status === 'Archived' ? 'default' : 'primary'} />
            <Button
              component={RouterLink}
              to={paths.project.openCalls(id, dayId)}
              variant="outlined"
              sx={{ ml: 'auto' }}
            >
              Open calls
            </Button>
            <Button component={RouterLink} to={paths.project.setScreen(id, dayId)} variant="outlined">
              Set screen
            </Button>
          </Box>
          {page.data.day.status === 'Archived' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This day is archived. Restore it in Settings to change it.
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' } }}
          >
            <Stack spacing={3} sx={{ minWidth: 0 }}>
              <DayDetails day={page.data.day} />
              {board.data ? (
                <>
                  <BoardRolesTable board={board.data} />
                  <BoardParticipantsTable projectId={id} dayId={dayId} board={board.data} />
                </>
              ) : (
                <>
                  <RolesTable day={page.data.day} />
                  <ParticipantsTable participants={page.data.participants} />
                </>
              )}
              <Suspense fallback={null}>
                <DayRateCard projectId={id} dayId={dayId} />
              </Suspense>
            </Stack>
            <Box sx={{ order: { xs: -1, lg: 0 } }}>
              <DayMenu projectId={id} day={page.data.day} participants={page.data.participants} board={board.data} />
            </Box>
          </Box>
        </>
      )}
    </ProjectsLayout>
  );
}
