/**
 * The switch for open-call alerts, beside the text settings: saved as soon as it is flipped. While
 * the setting loads the switch shows, disabled, so nothing moves when it arrives.
 */
import { Alert, FormControlLabel, Stack, Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { openCallAlertsKey, saveOpenCallAlerts, useOpenCallAlerts } from '../api/open-call-alerts-api';

export function OpenCallAlertsSwitch() {
  const queryClient = useQueryClient();
  const { data, error } = useOpenCallAlerts();
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const change = async (alerts: boolean) => {
    setSaving(true);
    try {
      queryClient.setQueryData(openCallAlertsKey, await saveOpenCallAlerts({ alerts }));
      setStatus({ ok: true, text: alerts ? 'Saved. Open-call alerts are on.' : 'Saved. Open-call alerts are off.' });
    } catch (caught) {
      setStatus({ ok: false, text: caught instanceof ApiClientError ? caught.message : 'Could not save your choice' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={data?.alerts ?? true}
            disabled={!data || saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label="Tell me about new open calls that fit me"
      />
      {error ? <Alert severity="error">Could not load your open-call alert setting.</Alert> : null}
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}
