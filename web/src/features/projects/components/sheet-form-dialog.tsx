/** 'Create Call Sheet' and 'Create Fitting Sheet': every field of the sheet, prefilled, in a dialog. */
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ScheduleLine } from '@scenecall/shared';
import { useId, type FormEvent } from 'react';
import type { Checked, DayFormErrors } from '../day-form';
import { emptyScheduleLine, type SheetField } from '../sheet-forms';
import { useDayForm } from '../use-day-form';
import { DayDatesField } from './day-dates-field';
import { ErrorAlert } from './error-alert';

const MULTILINE_ROWS = 4;

function ScheduleField({
  label,
  lines,
  errors,
  errorKey,
  onChange,
}: {
  label: string;
  lines: ScheduleLine[];
  errors: DayFormErrors;
  errorKey: string;
  onChange: (lines: ScheduleLine[]) => void;
}) {
  const set = (index: number, line: ScheduleLine) =>
    onChange(lines.map((current, at) => (at === index ? line : current)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {lines.map((line, index) => (
          <Stack key={index} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              type="time"
              label={`${label} ${index + 1}: time`}
              value={line.time}
              error={Boolean(errors[`${errorKey}.${index}.time`])}
              helperText={errors[`${errorKey}.${index}.time`]}
              onChange={(event) => set(index, { ...line, time: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 150 }}
            />
            <TextField
              label={`${label} ${index + 1}: what happens`}
              value={line.description}
              error={Boolean(errors[`${errorKey}.${index}.description`])}
              helperText={errors[`${errorKey}.${index}.description`]}
              onChange={(event) => set(index, { ...line, description: event.target.value })}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={`Remove ${label.toLowerCase()} line ${index + 1}`}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => onChange([...lines, emptyScheduleLine()])}>
        Add line
      </Button>
    </Box>
  );
}

export interface SheetFormDialogProps<Sheet> {
  open: boolean;
  title: string;
  fields: SheetField<Sheet>[];
  initial: () => Sheet;
  check: (values: Sheet) => Checked<Sheet>;
  save: (sheet: Sheet) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  onClose: () => void;
}

function SheetFormContent<Sheet extends object>(props: SheetFormDialogProps<Sheet>) {
  const { values, errors, set, check } = useDayForm(props.initial, props.check);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sheet = check();
    if (sheet) void props.save(sheet).then(props.onClose, () => undefined);
  };
  const field = (spec: SheetField<Sheet>) => {
    const value = values[spec.key] as unknown;
    const error = errors[spec.key];
    const id = `sheet-${spec.key}`;
    switch (spec.kind) {
      case 'schedule':
        return (
          <ScheduleField
            key={spec.key}
            label={spec.label}
            lines={value as ScheduleLine[]}
            errors={errors}
            errorKey={spec.key}
            onChange={(lines) => set(spec.key, lines as Sheet[typeof spec.key])}
          />
        );
      case 'dates':
        return (
          <DayDatesField
            key={spec.key}
            label={spec.label}
            required={false}
            hint={`The ${spec.label.toLowerCase()} this sheet is for.`}
            dates={value as string[]}
            error={error}
            onChange={(dates) => set(spec.key, dates as Sheet[typeof spec.key])}
          />
        );
      default:
        return (
          <TextField
            key={spec.key}
            id={id}
            name={spec.key}
            label={spec.label}
            required={spec.required}
            fullWidth
            type={spec.kind === 'date' ? 'date' : 'text'}
            multiline={spec.kind === 'multiline'}
            minRows={spec.kind === 'multiline' ? MULTILINE_ROWS : undefined}
            value={value as string}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => set(spec.key, event.target.value as Sheet[typeof spec.key])}
            slotProps={spec.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        );
    }
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {props.fields.map(field)}
          <ErrorAlert error={props.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function SheetFormDialog<Sheet extends object>(props: SheetFormDialogProps<Sheet>) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={small}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.open && <SheetFormContent {...props} />}
    </Dialog>
  );
}
