import { Grid, Paper, TextField, Typography, type TextFieldProps } from '@mui/material';
import { PROFILE_FIELD_LABELS, titleCaseHyphenated, type ProfileField } from '@scenecall/shared';
import type { ReactNode } from 'react';
import type { ProfileFormValues } from './profile-form';
import type { ProfileFormRules } from './profile-form-rules';
import type { SelectOption } from './select-field';

export type FormField = keyof ProfileFormValues;

export interface SectionProps {
  values: ProfileFormValues;
  set: (field: FormField, value: string) => void;
  required: ReadonlySet<ProfileField>;
  rules: ProfileFormRules;
}

export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: titleCaseHyphenated(value) }));

export const rawOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

export function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>{children}</Grid>;
}

/** A plain text input bound to one profile field. */
export function TextInput({
  field,
  props,
  values,
  set,
  required,
}: SectionProps & { field: FormField; props?: Partial<TextFieldProps> }) {
  return (
    <TextField
      fullWidth
      id={`profile-${field}`}
      name={field}
      label={PROFILE_FIELD_LABELS[field]}
      value={values[field]}
      required={required.has(field)}
      onChange={(event) => set(field, event.target.value)}
      {...props}
    />
  );
}
