/**
 * The consent box for texts and e-mail, text or both for each kind of message, as a performer's
 * profile and a guardian's page offer them. The box shows what is stored (never pre-ticked for
 * someone who has not agreed); ticking it when every kind is e-mail proposes both for every kind.
 * The radios wait for the box; their group's name stays readable (full contrast).
 */
import { Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_PREFERENCE_LABELS,
  MESSAGE_PREFERENCES,
  OPTED_IN_MESSAGE_PREFERENCES,
  type MessageKind,
  type MessagePreference,
} from '@scenecall/shared';
import type { ReactNode } from 'react';

export interface MessageChannels {
  texts: boolean;
  preferences: Record<MessageKind, MessagePreference>;
}

interface Props {
  /** Makes the radio groups' ids unique on the page. */
  idPrefix: string;
  consentWording: string;
  value: MessageChannels;
  onChange: (value: MessageChannels) => void;
  /** When and where the stored consent was given, shown under the box. */
  agreed?: ReactNode;
}

export function MessageChannelFields({ idPrefix, consentWording, value, onChange, agreed }: Props) {
  const allEmail = MESSAGE_KINDS.every((kind) => value.preferences[kind] === 'email');
  const tick = (texts: boolean) =>
    onChange({ texts, preferences: texts && allEmail ? OPTED_IN_MESSAGE_PREFERENCES : value.preferences });
  const choose = (kind: MessageKind, preference: MessagePreference) =>
    onChange({ ...value, preferences: { ...value.preferences, [kind]: preference } });

  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={value.texts} onChange={(event) => tick(event.target.checked)} />}
        label={consentWording}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
      />
      {agreed ? (
        <Typography variant="body2" color="text.secondary">
          {agreed}
        </Typography>
      ) : null}
      {MESSAGE_KINDS.map((kind) => (
        <FormControl key={kind}>
          <FormLabel id={`${idPrefix}-${kind}`}>{MESSAGE_KIND_LABELS[kind]}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${idPrefix}-${kind}`}
            value={value.preferences[kind]}
            onChange={(event) => choose(kind, event.target.value as MessagePreference)}
          >
            {MESSAGE_PREFERENCES.map((preference) => (
              <FormControlLabel
                key={preference}
                value={preference}
                control={<Radio />}
                label={MESSAGE_PREFERENCE_LABELS[preference]}
                disabled={!value.texts}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </>
  );
}
