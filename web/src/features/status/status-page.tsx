import { Chip, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useHealth } from './api';

/** The system status page: the thin slice that crosses SPA -> Hosting -> Functions -> Firestore and Storage. */
export default function StatusPage() {
  const { data, error, isPending } = useHealth();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        System status
      </Typography>
      {isPending && <Typography role="status">Checking…</Typography>}
      {error && <Typography color="error">The service could not be reached.</Typography>}
      {data && (
        <>
          <Typography data-testid="health-overall" sx={{ mb: 2 }}>
            Overall:{' '}
            <Chip
              label={data.status === 'ok' ? 'All systems operational' : 'Degraded'}
              color={data.status === 'ok' ? 'success' : 'error'}
            />
          </Typography>
          <List aria-label="Dependencies">
            {Object.entries(data.dependencies).map(([name, dependency]) => (
              <ListItem key={name} data-testid={`health-${name}`} data-status={dependency.status}>
                <ListItemText
                  primary={`${name === 'firestore' ? 'Database' : 'File storage'}: ${dependency.status === 'ok' ? 'OK' : 'Down'}`}
                  secondary={dependency.message ?? `${dependency.latencyMs} ms`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Container>
  );
}
