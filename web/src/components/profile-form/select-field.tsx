import { MenuItem, TextField } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** A labelled drop-down; the empty choice reads 'Select…'. */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  helperText,
}: SelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      id={`profile-${name}`}
      name={name}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>Select…</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const YES_NO_OPTIONS: readonly SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
