import { AGENCY } from '@scenecall/shared';
import { Box, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** When the legal texts last changed, as people read it. */
export const LEGAL_TEXTS_UPDATED = 'November 29, 2026';

/** The frame of the legal pages: title, when the text last changed, a lead and the sections. */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Last updated {LEGAL_TEXTS_UPDATED}</Typography>
      <Typography sx={{ fontSize: 19, mb: 4 }}>{lead}</Typography>
      {children}
    </Container>
  );
}

/** The agency's name, address and how to reach the person the page names (`email`). */
export function AgencyAddress({ email }: { email: string }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', mb: 2, lineHeight: 1.7 }}>
      {AGENCY.legalName}
      <br />
      {AGENCY.address}
      <br />
      E-mail: <Link href={`mailto:${email}`}>{email}</Link>
      <br />
      Phone: <Link href={`tel:+${AGENCY.phone.replace(/\D/g, '')}`}>{AGENCY.phone}</Link>
    </Box>
  );
}
