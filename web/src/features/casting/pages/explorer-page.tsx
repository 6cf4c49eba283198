import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  FormControl,
  Grid,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DAY_STATUSES, formatDateForPeople, type CastingDaySummary } from '@scenecall/shared';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { useCastingDays } from '../api';
import { CastingLayout } from '../components/casting-layout';

/** Spec 2 §9: the screen transition delay. */
const TRANSITION_MS = 300;

function StatusFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = label.replace(/\W+/g, '-').toLowerCase();
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value="">All statuses</MenuItem>
        {DAY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const lastDay = (group: CastingDaySummary[]) => group[group.length - 1]!;
const statusClass = (status: string) => status.toLowerCase().replace(/\s+/g, '-');

function DayCard({ day }: { day: CastingDaySummary }) {
  return (
    <Card variant="outlined" className={statusClass(day.status)}>
      <CardActionArea component={RouterLink} to={paths.casting.day(day.id)}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {day.dates.map(formatDateForPeople).join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {day.title} · {day.location}
          </Typography>
          <Chip size="small" label={day.status} sx={{ mt: 1 }} />
          {day.status === 'Availability Check' && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
              {day.roles.map((role) => (
                <Typography component="li" variant="body2" key={role.id}>
                  {role.name}: {role.available} / {role.max}
                </Typography>
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProductionDays({ group, onBack }: { group: CastingDaySummary[]; onBack: () => void }) {
  const [dateSearch, setDateSearch] = useState('');
  const [status, setStatus] = useState('');
  const needle = dateSearch.trim().toLowerCase();
  const days = group.filter(
    (day) =>
      (status === '' || day.status === status) &&
      (needle === '' ||
        day.dates.some((date) => date.includes(needle) || formatDateForPeople(date).toLowerCase().includes(needle))),
  );
  return (
    <Box component="section" aria-labelledby="production-heading">
      <Button onClick={onBack} sx={{ mb: 1 }}>
        All productions
      </Button>
      <Typography id="production-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        {group[0]?.production}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Search by date"
          placeholder="Search by date"
          value={dateSearch}
          onChange={(event) => setDateSearch(event.target.value)}
        />
        <StatusFilter label="Filter by status" value={status} onChange={setStatus} />
      </Stack>
      {days.length === 0 && <Typography>No day matches.</Typography>}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {days.map((day) => (
          <Grid key={day.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <DayCard day={day} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** /casting: productions grouped from their days, then a production's days (spec 2 §2 'Production explorer'). */
export default function ExplorerPage() {
  const { data, error, isPending } = useCastingDays();
  const [search, setSearch] = useState('');
  const [lastStatus, setLastStatus] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [transitioning, setTransitioning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const after = (next: string | null) => {
    setTransitioning(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setChosen(next);
      setTransitioning(false);
    }, TRANSITION_MS);
  };
  const groups = data ?? [];
  const group = groups.find((candidate) => candidate[0]?.projectId === chosen);
  const needle = search.trim().toLowerCase();
  const shown = groups.filter(
    (candidate) =>
      candidate.length > 0 &&
      (needle === '' || lastDay(candidate).production.toLowerCase().includes(needle)) &&
      (lastStatus === '' || lastDay(candidate).status === lastStatus),
  );
  return (
    <CastingLayout
      title="Casting"
      actions={
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.project.all}>
            Projects
          </Button>
          <Button variant="contained" component={RouterLink} to={paths.casting.create}>
            Book the new day
          </Button>
        </Stack>
      }
    >
      {error && (
        <Alert severity="error" role="alert">
          The production days could not be loaded. {error.message}
        </Alert>
      )}
      {isPending && <PageLoading label="Loading production days" />}
      <Box sx={{ opacity: transitioning ? 0 : 1, transition: `opacity ${TRANSITION_MS}ms` }}>
        {data && group && <ProductionDays group={group} onBack={() => after(null)} />}
        {data && !group && (
          <Box component="section" aria-labelledby="productions-heading">
            <Typography id="productions-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
              Productions
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <TextField
                size="small"
                label="Search by production name"
                placeholder="Search by production name"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <StatusFilter label="Filter by last day status" value={lastStatus} onChange={setLastStatus} />
            </Stack>
            {groups.length === 0 && <Typography>No production day yet. Book the new day to start.</Typography>}
            {groups.length > 0 && shown.length === 0 && <Typography>No production matches.</Typography>}
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((candidate) => {
                const last = lastDay(candidate);
                return (
                  <Grid key={last.projectId} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                    <Card variant="outlined" className={statusClass(last.status)}>
                      <CardActionArea onClick={() => after(last.projectId)}>
                        <CardContent>
                          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                            {last.production}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {candidate.length} {candidate.length === 1 ? 'day' : 'days'} · last{' '}
                            {formatDateForPeople(last.dates[last.dates.length - 1]!)}
                          </Typography>
                          <Chip size="small" label={last.status} sx={{ mt: 1 }} />
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          </Box>
        )}
      </Box>
    </CastingLayout>
  );
}
