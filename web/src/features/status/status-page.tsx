import { Chip, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  DEPENDENCY_LABELS,
  type DependencyHealth,
  type DependencyState,
  type HealthDependency,
  type HealthReport,
} from '@scenecall/shared';
import { useHealth } from './api';

const STATE_WORDS: Record<DependencyState, string> = { ok: 'OK', slow: 'Slow', down: 'Down' };
const OVERALL_WORDS: Record<DependencyState, string> = {
  ok: 'All systems operational',
  slow: 'Working, some parts slow',
  down: 'Degraded',
};
const CHIP_COLORS = { ok: 'success', slow: 'default', down: 'error' } as const;
/** MUI's warning fill reads at 3:1 under white text: the theme's darker warning reads at 4.5:1. */
const SLOW_CHIP = { bgcolor: 'warning.dark', color: 'common.white' } as const;

/** What is known of one dependency: its latency, or what went wrong. */
function detailOf(dependency: DependencyHealth): string {
  return dependency.message ?? `${dependency.latencyMs} ms`;
}

function DependencyRow({ name, dependency }: { name: HealthDependency; dependency: DependencyHealth }) {
  return (
    <ListItem data-testid={`health-${name}`} data-status={dependency.status} divider>
      <ListItemText
        primary={`${DEPENDENCY_LABELS[name]}: ${STATE_WORDS[dependency.status]}`}
        secondary={detailOf(dependency)}
      />
    </ListItem>
  );
}

function Report({ report }: { report: HealthReport }) {
  const rows = Object.entries(report.dependencies).filter(
    (entry): entry is [HealthDependency, DependencyHealth] => entry[1] !== undefined,
  );
  return (
    <>
      <Typography data-testid="health-overall" sx={{ mb: 2 }}>
        Overall:{' '}
        <Chip
          label={OVERALL_WORDS[report.status]}
          color={CHIP_COLORS[report.status]}
          sx={report.status === 'slow' ? SLOW_CHIP : undefined}
        />
      </Typography>
      <List aria-label="Dependencies">
        {rows.map(([name, dependency]) => (
          <DependencyRow key={name} name={name} dependency={dependency} />
        ))}
      </List>
    </>
  );
}

/** The system status page: each dependency's state and latency, as /api/health checks them. */
export default function StatusPage() {
  const { data, error, isPending } = useHealth();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        System status
      </Typography>
      {isPending && <Typography role="status">Checking…</Typography>}
      {error && <Typography color="error">The service could not be reached.</Typography>}
      {data && <Report report={data} />}
    </Container>
  );
}
