import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

/** 'Join us: No ordinary gig' promo. */
export function JoinUsSection() {
  return (
    <Box component="section" aria-labelledby="join-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: '#f6e8ee' }}>
      <Container maxWidth="lg">
        <SectionHeading id="join-title" eyebrow="Join us" title="No ordinary gig" />
        <Typography sx={{ fontSize: 19, maxWidth: 720, mb: 4 }}>
          Be part of the scenes everyone talks about. Registration is free, with no annual fees, and newcomers get help
          on set with their first voucher.
        </Typography>
        <Button component={RouterLink} to={paths.registration} variant="contained" color="secondary" size="large">
          Register
        </Button>
      </Container>
    </Box>
  );
}
