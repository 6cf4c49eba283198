import { TextField } from '@mui/material';
import { formatHeightInput } from '@scenecall/shared';

/** Height typed as feet'inches (one digit of feet, up to two of inches); invalid keystrokes are ignored. */
export function HeightField({
  value,
  onChange,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <TextField
      fullWidth
      id="profile-sizeHeight"
      name="sizeHeight"
      label="Height (feet'inches)"
      placeholder="5'9"
      value={value}
      required={required}
      helperText="For example 5'9"
      onChange={(event) => {
        const formatted = formatHeightInput(event.target.value);
        if (formatted !== null) onChange(formatted);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
    />
  );
}
