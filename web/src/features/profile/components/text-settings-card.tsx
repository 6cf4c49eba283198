/**
 * The profile's "Text messages" card: the consent box (never pre-ticked: it shows what is stored,
 * and a new account has not agreed), and e-mail, text or both for each kind of message. The
 * channels can be chosen once the box is ticked; ticking it proposes both for every kind. Below,
 * the switch for open-call alerts.
 */
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  displayPhone,
  formatAgencyDateTime,
  textSettingsBodySchema,
  type TextSettingsBody,
  type TextSettingsView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { MessageChannelFields } from '../../../components/message-channel-fields';
import { ApiClientError } from '../../../lib/api-client';
import { saveTextSettings, textSettingsKey, useTextSettings } from '../api/text-settings-api';
import { OpenCallAlertsSwitch } from './open-call-alerts-switch';

function TextSettingsForm({ settings }: { settings: TextSettingsView }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TextSettingsBody>({ enabled: settings.enabled, preferences: settings.preferences });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = textSettingsBodySchema.safeParse(form);
    if (!parsed.success) {
      setStatus({ ok: false, text: parsed.error.issues[0]?.message ?? 'Please check your choices' });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveTextSettings(parsed.data);
      queryClient.setQueryData(textSettingsKey, saved);
      setStatus({ ok: true, text: saved.enabled ? 'Saved. Texts are on.' : 'Saved. You get e-mail only.' });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof ApiClientError ? error.message : 'Could not save your choices' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <MessageChannelFields
        idPrefix="text-kind"
        consentWording={settings.consentWording}
        value={{ texts: form.enabled, preferences: form.preferences }}
        onChange={({ texts, preferences }) => setForm({ enabled: texts, preferences })}
        agreed={
          settings.consent &&
          settings.enabled &&
          `You agreed on ${formatAgencyDateTime(settings.consent.at, { zone: true })}. Texts go to ${displayPhone(settings.phone)}.`
        }
      />
      <div>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save text settings
        </Button>
      </div>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}

export function TextSettingsCard() {
  const { data, error } = useTextSettings();
  // The form (a box and a dozen radios, below the fold on a phone) renders in a transition, in
  // slices, not in the task that delivers the profile page's fresh data.
  const settings = useDeferredValue(data);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          Text messages
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Get requests, bookings and call times by text as well as, or instead of, e-mail. Answer a request by replying
          YES or NO.
        </Typography>
        {error ? <Alert severity="error">Could not load your text settings.</Alert> : null}
        {settings && <TextSettingsForm settings={settings} />}
        <OpenCallAlertsSwitch />
      </CardContent>
    </Card>
  );
}
