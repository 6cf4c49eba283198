import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { formatDateForPeople, retentionSettingsSchema, type RetentionSettings } from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { announce } from '../../../lib/announcer';
import { ApiClientError } from '../../../lib/api-client';
import { useRetentionDryRun, useRetentionSettings, useSaveRetentionSettings } from '../api/settings-api';

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const [value, setValue] = useState(String(saved.months));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRetentionSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = retentionSettingsSchema.safeParse({ months: value === '' ? undefined : Number(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check this value');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (answer) => announce(`Saved: personal data is kept ${answer.months} months after deactivation`),
      onError: (failure) => setError(failure instanceof ApiClientError ? failure.message : 'Could not save'),
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      <TextField
        label="Months kept after deactivation"
        type="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={
          error ??
          'Then profile, pictures, documents, SIN and contacts are deleted; invoices, vouchers and penalties stay with the name.'
        }
        slotProps={{ htmlInput: { min: 1, max: 120, step: 1 } }}
      />
      <div>
        <Button type="submit" variant="contained" aria-disabled={save.isPending}>
          Save retention period
        </Button>
      </div>
    </Stack>
  );
}

function DueToday() {
  const { data, error } = useRetentionDryRun();
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <PageLoading label="Counting accounts due for deletion" />;
  return (
    <Typography sx={{ mt: 2 }}>
      {data.count === 0
        ? 'No account is due for deletion today.'
        : `${data.count} ${data.count === 1 ? 'account' : 'accounts'} will have personal data deleted at the next daily run; the earliest was deactivated on ${formatDateForPeople(data.earliestDeactivatedOn ?? '')}.`}
    </Typography>
  );
}

/** The Admin's retention card (issue 40): the period, and the daily purge's dry-run count. */
export function RetentionCard() {
  const { data, error } = useRetentionSettings();
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Retention of deactivated accounts
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <PageLoading label="Loading the retention period" />}
        {/* Not keyed by the months: a save would remount the form and drop its own success callback. */}
        {data && <RetentionForm saved={data} />}
        <DueToday />
      </CardContent>
    </Card>
  );
}
