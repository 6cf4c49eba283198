import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  COMMISSION_CLASS_IDS,
  commissionClassLabel,
  projectCommissionSchema,
  type CommissionClassId,
  type ProjectView,
} from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { announce } from '../../../lib/announcer';
import { useSetProjectCommission } from '../api';
import { ErrorAlert } from './error-alert';

const BY_UNION = 'by-union-status';

/**
 * The project's commission: a class for all its performers (default: each one's union status) and
 * its own rate for SSE, Credit, Principal and Upgrade roles (empty: the agreement's table).
 */
export function ProjectCommissionForm({ project }: { project: ProjectView }) {
  const [classId, setClassId] = useState<string>(project.commission.classId ?? BY_UNION);
  const [featured, setFeatured] = useState(project.commission.featuredRolePercent?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetProjectCommission(project.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = projectCommissionSchema.safeParse({
      classId: classId === BY_UNION ? null : (classId as CommissionClassId),
      featuredRolePercent: featured.trim() === '' ? null : Number(featured),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check this value');
    setError(null);
    save.mutate(parsed.data, { onSuccess: () => announce('Saved: the project’s commission') });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      aria-labelledby="project-commission"
      sx={{ mb: 3 }}
    >
      <Typography id="project-commission" component="h2" variant="h5">
        Commission
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 720 }}>
        <TextField
          select
          label="Commission class"
          value={classId}
          onChange={(event) => setClassId(event.target.value)}
          helperText="For roles without a class of their own."
          fullWidth
        >
          <MenuItem value={BY_UNION}>Each performer’s union status</MenuItem>
          {COMMISSION_CLASS_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {commissionClassLabel(id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="SSE, Credit, Principal, Upgrade roles (%)"
          type="number"
          value={featured}
          onChange={(event) => setFeatured(event.target.value)}
          error={error !== null}
          helperText={error ?? 'Empty: the agreement’s rate (Settings).'}
          slotProps={{ htmlInput: { min: 1, max: 50, step: 1 } }}
          fullWidth
        />
      </Stack>
      <div>
        <Button type="submit" variant="outlined" aria-disabled={save.isPending}>
          Save commission
        </Button>
      </div>
      <ErrorAlert error={save.error} />
    </Stack>
  );
}
