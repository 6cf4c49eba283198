/** 'Edit Production Day Info': the day form (details, on-set facts, roles) in a dialog. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ProductionDayView } from '@scenecall/shared';
import { useId, type FormEvent } from 'react';
import { useUpdateDay } from '../api';
import { checkDayEdit, dayFormOf } from '../day-form';
import { useDayForm } from '../use-day-form';
import { GeneralInfoSection, NotesSection, OnSetSection, RateSection, RolesSection } from './day-form-fields';
import { ErrorAlert } from './error-alert';

function EditDayForm({ projectId, day, onClose }: { projectId: string; day: ProductionDayView; onClose: () => void }) {
  const update = useUpdateDay(projectId, day.id);
  const form = useDayForm(() => dayFormOf(day), checkDayEdit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (body) update.mutate(body, { onSuccess: onClose });
  };
  const fields = { values: form.values, errors: form.errors, set: form.set };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={3}>
          <GeneralInfoSection {...fields} />
          <RateSection {...fields} />
          <OnSetSection {...fields} />
          <RolesSection {...fields} />
          <NotesSection {...fields} />
          <ErrorAlert error={update.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function EditDayDialog({
  open,
  projectId,
  day,
  onClose,
}: {
  open: boolean;
  projectId: string;
  day: ProductionDayView;
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={small}>
      <DialogTitle id={titleId}>Edit Production Day Info</DialogTitle>
      {open && <EditDayForm projectId={projectId} day={day} onClose={onClose} />}
    </Dialog>
  );
}
