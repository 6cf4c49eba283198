import { TextField } from '@mui/material';
import { MEASUREMENT_STEP } from '@scenecall/shared';

interface MeasurementFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** A numeric measurement with step 0.1; clearing sends empty, non-numbers are ignored. */
export function MeasurementField({ name, label, value, onChange, required }: MeasurementFieldProps) {
  return (
    <TextField
      fullWidth
      type="number"
      id={`profile-${name}`}
      name={name}
      label={label}
      value={value}
      required={required}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '' || Number.isFinite(Number(next))) onChange(next);
      }}
      slotProps={{ htmlInput: { step: MEASUREMENT_STEP, min: 0, inputMode: 'decimal' } }}
    />
  );
}
