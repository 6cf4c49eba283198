/**
 * The guardian page's "How we reach you" section: the guardian's own consent to texts for their
 * number (never pre-ticked; ticking records the box's words as theirs), e-mail, text or both per
 * kind of message, and whether the minor gets a copy of the e-mails.
 */
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { formatAgencyDateTime, type GuardianMessagesBody, type GuardianMessagesView } from '@scenecall/shared';
import { useRef, useState } from 'react';
import { MessageChannelFields } from '../../components/message-channel-fields';
import { announce } from '../../lib/announcer';
import { messageOf, useSaveGuardianMessages } from './api';

type Choices = Omit<GuardianMessagesBody, 'token'>;

interface Props {
  token: string;
  messages: GuardianMessagesView;
  /** The minor's first name. */
  name: string;
}

export function GuardianMessagesSection({ token, messages, name }: Props) {
  const save = useSaveGuardianMessages(token);
  const pressed = useRef(false);
  const [form, setForm] = useState<Choices>({
    texts: messages.texts,
    preferences: messages.preferences,
    copyPerformer: messages.copyPerformer,
  });
  const [saved, setSaved] = useState<string | null>(null);

  const submit = () => {
    if (pressed.current) return;
    pressed.current = true;
    setSaved(null);
    save.mutate(form, {
      onSuccess: (view) => {
        const words = view.texts ? 'Saved. Texts are on for your number.' : 'Saved. We reach you by e-mail only.';
        setSaved(words);
        announce(words);
      },
      onSettled: () => {
        pressed.current = false;
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby="guardian-messages-heading" spacing={2} sx={{ mt: 4 }}>
      <Typography id="guardian-messages-heading" component="h2" variant="h5">
        How we reach you
      </Typography>
      {messages.tel ? (
        <MessageChannelFields
          idPrefix="guardian-kind"
          consentWording={messages.consentWording}
          value={form}
          onChange={(channels) => setForm({ ...form, ...channels })}
          agreed={
            messages.agreedAt &&
            messages.texts &&
            `You agreed on ${formatAgencyDateTime(messages.agreedAt, { zone: true })}. Texts go to ${messages.tel}.`
          }
        />
      ) : (
        <Typography>We have no phone number for you, so we reach you by e-mail.</Typography>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={form.copyPerformer}
            onChange={(event) => setForm({ ...form, copyPerformer: event.target.checked })}
          />
        }
        label={`Send ${name} a copy of each e-mail`}
      />
      <div>
        <Button variant="contained" aria-disabled={save.isPending} onClick={submit}>
          Save how we reach you
        </Button>
      </div>
      {save.error ? <Alert severity="error">{messageOf(save.error)}</Alert> : null}
      {saved && <Typography color="success.main">{saved}</Typography>}
    </Stack>
  );
}
