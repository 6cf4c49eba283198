import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import type { ChangeEvent } from 'react';

interface PlainTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: string;
  maxLength?: number;
  type?: 'text' | 'search' | 'time';
  inputMode?: 'text' | 'decimal' | 'numeric';
  size?: 'small' | 'medium';
  required?: boolean;
  autoComplete?: string;
}

/**
 * An outlined one-line text field, drawn and labelled as MUI's TextField draws it (label, notch,
 * helper text named by aria-describedby), built from its parts: TextField can also be a select,
 * so it brings MUI's menus and popovers to every page that uses it. For fields on pages whose
 * first view should not wait for those.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { id, label, value, onChange, error, helperText, maxLength, type = 'text', size = 'medium' } = props;
  const { required, autoComplete, inputMode } = props;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error} variant="outlined" size={size} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={type === 'time' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={type === 'time' ? true : undefined}
        type={type}
        value={value}
        onChange={onChange}
        aria-describedby={helperId}
        inputProps={{ maxLength, autoComplete, inputMode }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
