/**
 * "When your pay arrived" on the commissions page (issue 36): the rule, each recorded pay date with
 * the due date it gives, and the dialog to record one (loaded on demand).
 */
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { COMMISSION_DUE_RULE, formatCad, formatDateForPeople } from '@scenecall/shared';
import { lazy, Suspense, useState } from 'react';
import { usePayArrivals } from './api';
import { dueText } from './pay-dates';

const loadDialog = () => import('./pay-arrival-dialog').then(({ PayArrivalDialog }) => ({ default: PayArrivalDialog }));
const PayArrivalDialog = lazy(loadDialog);

export function PayArrivalsSection() {
  const { data } = usePayArrivals();
  const [open, setOpen] = useState(false);
  const recorded = (data?.payArrivals ?? []).filter((entry) => entry.payArrivedOn);
  return (
    <Box component="section" aria-labelledby="pay-arrivals-heading">
      <Typography id="pay-arrivals-heading" component="h2" variant="h6" gutterBottom>
        When your pay arrived
      </Typography>
      <Typography sx={{ mb: 1 }}>{COMMISSION_DUE_RULE} Times and dates are Toronto time.</Typography>
      {recorded.length > 0 && (
        <List dense aria-label="Recorded pay dates">
          {recorded.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`Work date ${formatDateForPeople(entry.workDate)}: pay arrived ${formatDateForPeople(entry.payArrivedOn!)}${
                  entry.stubGrossCents !== null ? `, gross on the stub ${formatCad(entry.stubGrossCents)}` : ''
                }`}
                secondary={`Commission ${dueText({ dueOn: entry.dueOn, basis: entry.dueBasis, from: entry.payArrivedOn! })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Record when your pay arrived
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PayArrivalDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
