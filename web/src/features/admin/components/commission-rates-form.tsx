import { Button, Stack, TextField, Typography } from '@mui/material';
import {
  COMMISSION_CLASS_IDS,
  commissionClassLabel,
  commissionRateTableSchema,
  type CommissionClassId,
  type CommissionRateTable,
} from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { announce } from '../../../lib/announcer';
import { ApiClientError } from '../../../lib/api-client';
import { useSaveCommissionRates } from '../api/settings-api';

type Typed = Record<CommissionClassId, string>;
type Errors = Partial<Record<CommissionClassId | 'form', string>>;

const typedOf = (table: CommissionRateTable): Typed =>
  Object.fromEntries(COMMISSION_CLASS_IDS.map((id) => [id, String(table.percents[id])])) as Typed;

const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * The agreement's commission table: a whole percent per class. Booked days take their rate from
 * it (an SSE, Credit, Principal or Upgrade role pays the last class unless its project says otherwise).
 */
export function CommissionRatesForm({ saved }: { saved: CommissionRateTable }) {
  const [typed, setTyped] = useState<Typed>(() => typedOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCommissionRates();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const percents = Object.fromEntries(COMMISSION_CLASS_IDS.map((id) => [id, numberOf(typed[id])]));
    const parsed = commissionRateTableSchema.safeParse({ percents });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[1] ?? 'form') as CommissionClassId | 'form';
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => announce('Saved: the commission rates'),
      onError: (failure) => setErrors({ form: failure instanceof ApiClientError ? failure.message : 'Could not save' }),
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      {COMMISSION_CLASS_IDS.map((id) => (
        <TextField
          key={id}
          label={`${commissionClassLabel(id)} (%)`}
          type="number"
          value={typed[id]}
          onChange={(event) => setTyped({ ...typed, [id]: event.target.value })}
          error={Boolean(errors[id])}
          helperText={
            errors[id] ??
            (id === 'actor-sse-upgrade'
              ? 'SSE, Credit, Principal and Upgrade roles, unless the project sets its own.'
              : undefined)
          }
          slotProps={{ htmlInput: { min: 1, max: 50, step: 1 } }}
        />
      ))}
      {errors.form && (
        <Typography color="error" role="alert">
          {errors.form}
        </Typography>
      )}
      <div>
        <Button type="submit" variant="contained" aria-disabled={save.isPending}>
          Save rates
        </Button>
      </div>
    </Stack>
  );
}
