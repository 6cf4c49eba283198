import { Container, Typography } from '@mui/material';

/** Replaced by the public site's home page. */
export default function HomePlaceholder() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography component="h1" variant="h3">
        Who&apos;s really behind every great scene?
      </Typography>
    </Container>
  );
}
