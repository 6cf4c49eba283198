import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField } from '@mui/material';
import {
  castingDirectorCreateSchema,
  PASSWORD_POLICY_TEXT,
  type CastingDirectorCreateRequest,
} from '@scenecall/shared';
import { useId, useState } from 'react';
import { PhoneField } from '../../../components/phone-field';
import { ApiClientError } from '../../../lib/api-client';
import { createCastingDirector } from '../api/staff-api';

type Field = keyof CastingDirectorCreateRequest;
const EMPTY: CastingDirectorCreateRequest = {
  firstName: '',
  lastName: '',
  companyName: '',
  tel: '',
  email: '',
  password: '',
};
const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  tel: 'Phone',
  email: 'E-mail',
  password: 'Password',
};

/** 'Add casting director': a Casting account with its company (checked with the server's schema). */
export function CastingDirectorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setFailure(null);
    const parsed = castingDirectorCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createCastingDirector(parsed.data);
      setValues(EMPTY);
      onCreated();
    } catch (cause) {
      setFailure(cause instanceof ApiClientError ? cause.message : 'The casting director could not be created');
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      required
      id={`casting-${field}`}
      label={LABELS[field]}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...props}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add casting director</DialogTitle>
      <DialogContent>
        <Grid
          container
          spacing={2}
          component="form"
          id="casting-director-form"
          noValidate
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', { autoComplete: 'off' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', { autoComplete: 'off' })}</Grid>
          <Grid size={12}>{text('companyName')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField
              fullWidth
              required
              id="casting-tel"
              label={LABELS.tel}
              value={values.tel}
              onChange={(value) => set('tel', value)}
              error={Boolean(errors.tel)}
              helperText={errors.tel}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('email', { type: 'email', autoComplete: 'off' })}</Grid>
          <Grid size={12}>
            {text('password', { autoComplete: 'new-password', helperText: errors.password ?? PASSWORD_POLICY_TEXT })}
          </Grid>
        </Grid>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="casting-director-form" variant="contained" disabled={busy}>
          {busy ? 'Creating…' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
