import { Alert, Container, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page-loading';
import { loadRuntimeConfig } from '../../../lib/runtime-config';

/** /performer/emergency: the agency's emergency phone and its hours. */
export default function EmergencyPage() {
  const { data, error, isPending } = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig });
  const tel = data ? `tel:+${data.agency.phone.replace(/\D/g, '')}` : undefined;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Emergency
      </Typography>
      {isPending && <PageLoading />}
      {error && <Alert severity="error">The agency's phone number could not be loaded. Please try again.</Alert>}
      {data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography gutterBottom>
            Running late, lost, or a problem on set? Call the agency's emergency line.
          </Typography>
          <Typography variant="h5" component="p">
            <Link href={tel} data-testid="emergency-phone">
              {data.agency.phone}
            </Link>
          </Typography>
          <Typography color="text.secondary" data-testid="emergency-hours">
            {data.agency.emergencyHours}
          </Typography>
        </Paper>
      )}
    </Container>
  );
}
