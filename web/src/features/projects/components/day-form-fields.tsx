/** The production day form's sections, shared by 'Add new days' and 'Edit Production Day Info'. */
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DAY_UNIONS,
  EXTERIOR_OPTIONS,
  ROLE_RATE_CLASSES,
  SHUTTLE_OPTIONS,
  type RoleRateClass,
} from '@scenecall/shared';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import type { DayFormErrors, DayFormValues, RoleDraft } from '../day-form';
import { DayDatesField } from './day-dates-field';
import { FormSection } from './form-section';

export interface DayFieldsProps {
  values: DayFormValues;
  errors: DayFormErrors;
  set: <K extends keyof DayFormValues>(field: K, value: DayFormValues[K]) => void;
}

const MULTILINE_ROWS = 4;

function Select({
  name,
  label,
  value,
  options,
  onChange,
  required,
  error,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      id={`day-${name}`}
      name={name}
      label={label}
      value={value}
      required={required}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function GeneralInfoSection({ values, errors, set }: DayFieldsProps) {
  return (
    <FormSection title="General Info">
      <TextField
        id="day-title"
        name="title"
        label="Title"
        required
        fullWidth
        value={values.title}
        error={Boolean(errors.title)}
        helperText={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextField
        id="day-location"
        name="location"
        label="Set location (City)"
        required
        fullWidth
        value={values.location}
        error={Boolean(errors.location)}
        helperText={errors.location}
        onChange={(event) => set('location', event.target.value)}
      />
      <Select
        name="shuttle"
        label="Shuttle"
        required
        value={values.shuttle}
        options={SHUTTLE_OPTIONS}
        error={errors.shuttle}
        onChange={(value) => set('shuttle', value as DayFormValues['shuttle'])}
      />
      <DayDatesField dates={values.dates} error={errors.dates} onChange={(dates) => set('dates', dates)} />
    </FormSection>
  );
}

export function RateSection({ values, errors, set }: DayFieldsProps) {
  return (
    <FormSection title="Rate and Documents">
      <TextField
        id="day-rate"
        name="rate"
        label="Rate"
        required
        fullWidth
        multiline
        minRows={MULTILINE_ROWS}
        value={values.rate}
        error={Boolean(errors.rate)}
        helperText={errors.rate}
        onChange={(event) => set('rate', event.target.value)}
      />
      <TextField
        id="day-required-documents"
        name="requiredDocuments"
        label="Required Documents"
        fullWidth
        multiline
        minRows={MULTILINE_ROWS}
        value={values.requiredDocuments}
        error={Boolean(errors.requiredDocuments)}
        helperText={errors.requiredDocuments}
        onChange={(event) => set('requiredDocuments', event.target.value)}
      />
    </FormSection>
  );
}

export function NotesSection({ values, errors, set }: DayFieldsProps) {
  return (
    <FormSection title="Notes">
      <RichTextEditor
        label="Notes"
        value={values.notes}
        error={Boolean(errors.notes)}
        helperText={errors.notes}
        onChange={(notes) => set('notes', notes)}
      />
    </FormSection>
  );
}

export function OnSetSection({ values, errors, set }: DayFieldsProps) {
  return (
    <FormSection title="On Set">
      <Select
        name="union"
        label="Union"
        value={values.union}
        options={DAY_UNIONS}
        error={errors.union}
        onChange={(value) => set('union', value as DayFormValues['union'])}
      />
      <Select
        name="exterior"
        label="Interior / Exterior"
        value={values.exterior}
        options={EXTERIOR_OPTIONS}
        error={errors.exterior}
        onChange={(value) => set('exterior', value as DayFormValues['exterior'])}
      />
      <FormControlLabel
        control={
          <Checkbox checked={values.selfDriveOnly} onChange={(event) => set('selfDriveOnly', event.target.checked)} />
        }
        label="Self drive only"
      />
      <TextField
        id="day-late-grace"
        name="lateGraceMinutes"
        label="Late after (minutes past the call time)"
        fullWidth
        value={values.lateGraceMinutes}
        error={Boolean(errors.lateGraceMinutes)}
        helperText={errors.lateGraceMinutes ?? 'The set screen shows a performer not checked in by then as late'}
        onChange={(event) => set('lateGraceMinutes', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormSection>
  );
}

function RoleRow({
  role,
  index,
  errors,
  onChange,
  onRemove,
}: {
  role: RoleDraft;
  index: number;
  errors: DayFormErrors;
  onChange: (role: RoleDraft) => void;
  onRemove: () => void;
}) {
  const name = role.name.trim() || `Role ${index + 1}`;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' }, listStyle: 'none' }}
    >
      <TextField
        label="Role name"
        required
        value={role.name}
        error={Boolean(errors[`roles.${index}.name`])}
        helperText={errors[`roles.${index}.name`]}
        onChange={(event) => onChange({ ...role, name: event.target.value })}
        sx={{ flex: 2 }}
      />
      <TextField
        label="Slots"
        required
        value={role.slots}
        error={Boolean(errors[`roles.${index}.slots`])}
        helperText={errors[`roles.${index}.slots`]}
        onChange={(event) => onChange({ ...role, slots: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 1, minWidth: 90 }}
      />
      <FormControlLabel
        control={
          <Checkbox checked={role.isSSE} onChange={(event) => onChange({ ...role, isSSE: event.target.checked })} />
        }
        label="SSE"
        sx={{ mt: { sm: 1 } }}
      />
      <TextField
        select
        label="Commission class"
        value={role.rateClass ?? ''}
        onChange={(event) =>
          onChange({ ...role, rateClass: event.target.value === '' ? null : (event.target.value as RoleRateClass) })
        }
        sx={{ flex: 1, minWidth: 150 }}
      >
        <MenuItem value="">{role.isSSE ? 'SSE' : 'Union status'}</MenuItem>
        {ROLE_RATE_CLASSES.filter((rateClass) => rateClass !== 'SSE').map((rateClass) => (
          <MenuItem key={rateClass} value={rateClass}>
            {rateClass}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

export function RolesSection({ values, errors, set }: DayFieldsProps) {
  const update = (index: number, role: RoleDraft) =>
    set(
      'roles',
      values.roles.map((current, at) => (at === index ? role : current)),
    );
  return (
    <FormSection title="Roles">
      {values.roles.length === 0 && <Typography>No roles yet.</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {values.roles.map((role, index) => (
          <RoleRow
            key={role.id ?? `new-${index}`}
            role={role}
            index={index}
            errors={errors}
            onChange={(next) => update(index, next)}
            onRemove={() =>
              set(
                'roles',
                values.roles.filter((_, at) => at !== index),
              )
            }
          />
        ))}
      </Box>
      {errors.roles && (
        <Typography color="error" role="alert">
          {errors.roles}
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          onClick={() => set('roles', [...values.roles, { name: '', slots: '1', isSSE: false }])}
        >
          Add role
        </Button>
      </Box>
    </FormSection>
  );
}
