/** The day page's rate card: what the day's vouchers are priced with, for its Casting owner and Admins to change. */
import { Alert, Paper, Typography } from '@mui/material';
import { PageLoading } from '../../../components/page-loading';
import { RateCardEditor } from '../../../components/rate-card-editor/rate-card-editor';
import { useDayRateCard, useSaveDayRateCard } from '../api';

const NOTE =
  'Saving prices this day’s unsigned vouchers again: a voucher waiting for a signature becomes a new revision its performer reviews and signs. Signed vouchers keep the pay they were signed for.';

const repricedText = (count: number) =>
  count === 0
    ? 'Rate card saved; no unsigned voucher changed'
    : `Rate card saved; ${count} unsigned ${count === 1 ? 'voucher' : 'vouchers'} priced again`;

export default function DayRateCard({ projectId, dayId }: { projectId: string; dayId: string }) {
  const { data, error } = useDayRateCard(projectId, dayId);
  const save = useSaveDayRateCard(projectId, dayId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="day-rate-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="day-rate-card-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Rate card
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <PageLoading label="Loading the rate card" />}
      {data && (
        <RateCardEditor
          idPrefix="day-card"
          card={data.card}
          note={NOTE}
          saveLabel="Save the day’s rate card"
          onSave={async (card) => repricedText((await save.mutateAsync(card)).repriced)}
        />
      )}
    </Paper>
  );
}
