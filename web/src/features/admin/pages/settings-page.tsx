import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { openCallAlertSettingsSchema, type OpenCallAlertSettings } from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { RateCardEditor } from '../../../components/rate-card-editor/rate-card-editor';
import { announce } from '../../../lib/announcer';
import { ApiClientError } from '../../../lib/api-client';
import {
  useAlertSettings,
  useCommissionRates,
  useDefaultRateCard,
  useSaveAlertSettings,
  useSaveDefaultRateCard,
} from '../api/settings-api';
import { AdminPage } from '../components/admin-page';
import { CommissionRatesForm } from '../components/commission-rates-form';
import { RetentionCard } from '../components/retention-card';

const FIELD_LABEL = 'Open-call alerts per performer per week';

function AlertCapForm({ saved }: { saved: OpenCallAlertSettings }) {
  const [value, setValue] = useState(String(saved.alertsPerWeek));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAlertSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = openCallAlertSettingsSchema.safeParse({ alertsPerWeek: value === '' ? undefined : Number(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check this value');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (answer) => announce(`Saved: at most ${answer.alertsPerWeek} open-call alerts per performer per week`),
      onError: (failure) => setError(failure instanceof ApiClientError ? failure.message : 'Could not save'),
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      <TextField
        label={FIELD_LABEL}
        type="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? 'In any 7 days; 0 pauses every alert. New open calls reach the fairest performers first.'}
        slotProps={{ htmlInput: { min: 0, max: 20, step: 1 } }}
      />
      <div>
        <Button type="submit" variant="contained" aria-disabled={save.isPending}>
          Save
        </Button>
      </div>
    </Stack>
  );
}

function CommissionRatesCard() {
  const { data, error } = useCommissionRates();
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Commission rates
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The license agreement’s classes. A day worked through the platform pays the rate of its project, role and the
          performer’s union status from this table.
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <PageLoading label="Loading the commission rates" />}
        {data && <CommissionRatesForm saved={data} />}
      </CardContent>
    </Card>
  );
}

const DEFAULT_CARD_NOTE =
  'A production day takes a copy of this card when its workday first needs one; days that have their card keep it (change it on the day’s page). Signed vouchers never change.';

function DefaultRateCard() {
  const { data, error } = useDefaultRateCard();
  const save = useSaveDefaultRateCard();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Default rate card
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <PageLoading label="Loading the default rate card" />}
        {data && (
          <RateCardEditor
            idPrefix="default-card"
            card={data.card}
            note={DEFAULT_CARD_NOTE}
            saveLabel="Save the default rate card"
            onSave={async (card) => {
              await save.mutateAsync(card);
              return 'Default rate card saved';
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/settings: the agency's settings (the weekly cap of open-call alerts, the commission rates, the default rate card). */
export default function SettingsPage() {
  const { data, error } = useAlertSettings();
  return (
    <AdminPage title="Settings">
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Open-call alerts
          </Typography>
          {error && <Alert severity="error">{error.message}</Alert>}
          {!data && !error && <PageLoading label="Loading settings" />}
          {data && <AlertCapForm saved={data} />}
        </CardContent>
      </Card>
      <CommissionRatesCard />
      <Box sx={{ mt: 3 }}>
        <DefaultRateCard />
      </Box>
      <RetentionCard />
    </AdminPage>
  );
}
