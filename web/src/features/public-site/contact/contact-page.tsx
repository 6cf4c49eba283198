import { Alert, Box, Button, Container, Link, Skeleton, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { useAgencyContact } from './use-agency-contact';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ bgcolor: 'background.paper', borderRadius: 3, p: 3, border: '1px solid #d5d9e2' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, color: 'primary.main' }}>
        {icon}
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Same footprint as the loaded values, so nothing shifts when they arrive. */
const ValueSkeleton = () => <Skeleton variant="text" width="70%" sx={{ fontSize: 22 }} />;

export default function ContactPage() {
  const { data: agency, isPending, isError, refetch } = useAgencyContact();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 2 }}>
        Contact us
      </Typography>
      <Typography sx={{ fontSize: 19, mb: 4 }}>
        On set and something is wrong? Call the emergency line. For everything else, e-mail the office.
      </Typography>
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The contact details could not be loaded.
        </Alert>
      )}
      <Box
        aria-busy={isPending}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        <ContactCard icon={<PhoneIcon aria-hidden="true" />} title="Emergency phone">
          {agency ? (
            <>
              <Link href={`tel:+${agency.phone.replace(/\D/g, '')}`} sx={{ fontSize: 22, fontWeight: 700 }}>
                {agency.phone}
              </Link>
              <Typography sx={{ mt: 1 }}>{agency.emergencyHours}</Typography>
            </>
          ) : (
            <>
              <ValueSkeleton />
              <Skeleton variant="text" width="50%" sx={{ mt: 1 }} />
            </>
          )}
        </ContactCard>
        <ContactCard icon={<EmailIcon aria-hidden="true" />} title="Office e-mail">
          {agency ? (
            <>
              <Link href={`mailto:${agency.email}`} sx={{ fontSize: 22, fontWeight: 700, wordBreak: 'break-all' }}>
                {agency.email}
              </Link>
              <Typography sx={{ mt: 1 }}>For all other queries.</Typography>
            </>
          ) : (
            <>
              <ValueSkeleton />
              <Skeleton variant="text" width="50%" sx={{ mt: 1 }} />
            </>
          )}
        </ContactCard>
      </Box>
    </Container>
  );
}
