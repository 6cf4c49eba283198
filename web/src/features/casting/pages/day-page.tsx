import { Alert, Box, Button, Chip, Grid, Link, Paper, Tab, Tabs, Typography } from '@mui/material';
import { formatDateForPeople, productionDayName, type CastingDayView, type CastingPerformer } from '@scenecall/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useAddPerformer, useCastingDay, useRemovePerformer } from '../api';
import { CastingLayout } from '../components/casting-layout';
import { PerformerCard } from '../components/performer-card';
import { NO_FILTERS } from '../components/casting-filters';
import { PerformerPicker } from '../components/performer-picker';
import { ProfileDialog } from '../components/profile-dialog';
import { ReviewRequestDialog, type ReviewTarget } from '../components/review-request-dialog';

function GeneralInfo({ day }: { day: CastingDayView }) {
  const rows: [string, string][] = [
    ['Dates', day.dates.map(formatDateForPeople).join(' · ')],
    ['Status', day.status],
    ['Union', day.union],
    ['Location', day.location],
    ['Exterior', day.exterior],
    ['Self-drive only', day.selfDriveOnly ? 'Yes' : 'No'],
    ['Booking mode', day.bookingMode === 'automatic' ? 'Automatic' : 'Hand-picked'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="general-info" sx={{ p: 2, mb: 3 }}>
      <Typography id="general-info" component="h2" variant="h6" gutterBottom>
        General info
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* Notes are sanitised on the server; casting wrote them as plain text. */}
      <Typography
        component="div"
        sx={{ mt: 2, whiteSpace: 'pre-wrap' }}
        dangerouslySetInnerHTML={{ __html: day.notes }}
      />
    </Paper>
  );
}

function Participants({ day, onRemove, busy }: { day: CastingDayView; onRemove: (id: string) => void; busy: boolean }) {
  const [roleIndex, setRoleIndex] = useState(0);
  const [profile, setProfile] = useState<CastingPerformer | null>(null);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const role = day.roles[Math.min(roleIndex, day.roles.length - 1)];
  if (!role) return null;
  const onRole = day.participants.filter((participant) => participant.roleId === role.id);
  return (
    <Box component="section" aria-labelledby="participants-heading" sx={{ mb: 3 }}>
      <Typography id="participants-heading" component="h2" variant="h6">
        Participants
      </Typography>
      <Tabs
        value={Math.min(roleIndex, day.roles.length - 1)}
        onChange={(_e, index: number) => setRoleIndex(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Roles"
      >
        {day.roles.map((candidate) => (
          <Tab key={candidate.id} label={`${candidate.name} ${candidate.taken} / ${candidate.max}`} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
        <Chip size="small" label={`Selected ${role.counts.selected}`} />
        <Chip size="small" label={`Asked ${role.counts.asked}`} />
        <Chip size="small" label={`Available ${role.counts.available}`} />
        <Chip size="small" label={`Booked ${role.counts.booked}`} />
        <Chip size="small" label={`Standby ${role.counts.standby}`} />
      </Box>
      {onRole.length === 0 && <Typography>No performer on this role yet.</Typography>}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {onRole.map((participant) => (
          <Grid key={participant.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <PerformerCard
              performer={participant.performer}
              status={participant.status}
              onProfile={setProfile}
              action={
                <>
                  {day.castingOpen && participant.status !== 'booked' && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => onRemove(participant.id)}
                      aria-label={`Remove ${participant.performer.name} from ${role.name}`}
                    >
                      Remove
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() =>
                      setReview({ dayId: day.id, performerId: participant.id, name: participant.performer.name })
                    }
                    aria-label={`Ask an Admin to review ${participant.performer.name}`}
                  >
                    Ask an Admin to review
                  </Button>
                </>
              }
            />
          </Grid>
        ))}
      </Grid>
      <ProfileDialog performer={profile} onClose={() => setProfile(null)} />
      <ReviewRequestDialog target={review} onClose={() => setReview(null)} />
    </Box>
  );
}

/** /casting/production-days/{id}: general info, role tabs with counts, participants, and adding performers until booked. */
export default function DayPage() {
  const { id = '' } = useParams();
  const { data: day, error, isPending } = useCastingDay(id);
  const add = useAddPerformer(id);
  const remove = useRemovePerformer(id);
  const [adding, setAdding] = useState(false);
  const failure = add.error ?? remove.error;
  const busy = add.isPending || remove.isPending;
  return (
    <CastingLayout
      title={day ? productionDayName(day, ' — ') : 'Production day'}
      actions={
        day && (
          // The booking board and its actions (Confirm Performers, call times, sheets) live on the project's day page.
          <Button component={RouterLink} to={paths.project.day(day.projectId, day.id)} variant="contained">
            Bookings and call times
          </Button>
        )
      }
    >
      <Link component={RouterLink} to={paths.casting.root} sx={{ display: 'inline-block', mb: 2 }}>
        All productions
      </Link>
      {isPending && <PageLoading label="Loading the production day" />}
      {error && (
        <Alert severity="error" role="alert">
          The production day could not be loaded. {error.message}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      {day && (
        <>
          <GeneralInfo day={day} />
          <Participants day={day} busy={busy} onRemove={(performerId) => remove.mutate(performerId)} />
          {day.castingOpen && !adding && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add performers
            </Button>
          )}
          {!day.castingOpen && (
            <Typography color="text.secondary">
              This day is {day.status.toLowerCase()}: its performers are set.
            </Typography>
          )}
          {day.castingOpen && adding && (
            <Box component="section" aria-labelledby="add-heading">
              <Typography id="add-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
                Add performers
              </Typography>
              <PerformerPicker
                roles={day.roles.map((role) => ({ id: role.id, name: role.name, slots: role.max, taken: role.taken }))}
                selected={Object.fromEntries(
                  day.roles.map((role) => [
                    role.id,
                    day.participants.filter((p) => p.roleId === role.id).map((p) => p.id),
                  ]),
                )}
                busy={busy}
                initialFilters={{ ...NO_FILTERS, selfDrive: day.selfDriveOnly ? 'true' : '' }}
                scopeOf={(roleId) => `dayId=${encodeURIComponent(day.id)}&roleId=${encodeURIComponent(roleId)}`}
                onToggle={(roleId, performer, isSelected) =>
                  isSelected ? remove.mutate(performer.id) : add.mutate({ performerId: performer.id, roleId })
                }
              />
            </Box>
          )}
        </>
      )}
    </CastingLayout>
  );
}
