import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const OFFER = [
  {
    title: 'Free registration',
    text: 'No registration fee and no annual fees. You pay commission only on work you do.',
  },
  { title: 'Newcomer support', text: 'First time on set? We help you with registration and your first voucher.' },
  { title: 'A personal account', text: 'Your profile, bookings and commissions in one place, on any device.' },
  { title: 'Automated invoicing', text: 'Pay your commission online and receive your invoice by e-mail.' },
  { title: 'Guides', text: 'Practical guides on documents, set rules, unions, pay and more.' },
];

export default function AboutPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 3 }}>
        About us
      </Typography>
      <Typography sx={{ fontSize: 19, lineHeight: 1.7, mb: 2 }}>
        SceneCall began with a simple question: who is really behind every great scene? Behind the stars are hundreds of
        background performers who make a street feel busy, a restaurant feel real and a stadium feel full. They deserve
        an agency that is as reliable as they are.
      </Typography>
      <Typography sx={{ lineHeight: 1.7, mb: 2 }}>
        We built the first completely automated background agency in Canada. Casting works directly with our system, so
        bookings, call times and confirmations move in minutes instead of phone calls, and our people have time for what
        matters: supporting performers on set and answering the phone when you need us.
      </Typography>
      <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mt: 5, mb: 3 }}>
        What we offer
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, mb: 5 }}>
        {OFFER.map((item) => (
          <Box component="li" key={item.title} sx={{ borderLeft: '4px solid', borderColor: 'primary.main', pl: 2 }}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {item.title}
            </Typography>
            <Typography>{item.text}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={paths.registration} variant="contained" size="large">
          Register for free
        </Button>
        <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
          Contact us
        </Button>
      </Box>
    </Container>
  );
}
