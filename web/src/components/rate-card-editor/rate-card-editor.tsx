/**
 * The rate card editor, used for the agency's default card (Settings) and a day's card (the day
 * page): the card's fields, checked by the shared schema as on the server, and a live preview of
 * a sample day's pay by the shared `computeVoucherPay`. The page gives the card, its save and
 * what saving changes (`note`); a refusal's field messages come back beside their fields.
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import type { RateCard } from '@scenecall/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { announce } from '../../lib/announcer';
import { ApiClientError } from '../../lib/api-client';
import { cardFromDraft, draftOf, type DraftErrors } from './rate-card-draft';
import { RateCardFields } from './rate-card-fields';
import { RateCardPreview } from './rate-card-preview';

export interface RateCardEditorProps {
  /** Prefix of the fields' ids (two editors may share a page). */
  idPrefix: string;
  /** Null when there is none yet: the editor starts blank. */
  card: RateCard | null;
  /** What saving changes, said before the Save button. */
  note: string;
  saveLabel: string;
  /** Saves the card; answers what to announce. */
  onSave: (card: RateCard) => Promise<string>;
}

const fieldErrorsOf = (failure: unknown): DraftErrors =>
  failure instanceof ApiClientError
    ? Object.fromEntries(failure.fields.map((issue) => [issue.field, issue.message]))
    : {};

export function RateCardEditor({ idPrefix, card, note, saveLabel, onSave }: RateCardEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(card));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const result = useMemo(() => cardFromDraft(draft), [draft]);
  const errors = tried && !result.ok ? result.errors : serverErrors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    if (!result.ok) {
      setFailure('Correct the fields marked in red');
      return announce('The rate card was not saved: correct the fields marked in red');
    }
    setSaving(true);
    setFailure(null);
    try {
      announce(await onSave(result.card));
      setServerErrors({});
      setTried(false);
    } catch (caught) {
      setServerErrors(fieldErrorsOf(caught));
      setFailure(caught instanceof ApiClientError ? caught.message : 'The rate card could not be saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)} aria-label={saveLabel}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <RateCardFields
          idPrefix={idPrefix}
          draft={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setServerErrors({});
          }}
        />
        <RateCardPreview idPrefix={idPrefix} card={result.ok ? result.card : null} />
      </Box>
      <Alert severity="info">{note}</Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button type="submit" variant="contained" aria-disabled={saving}>
          {saveLabel}
        </Button>
      </Box>
    </Stack>
  );
}
