import { TextField, type TextFieldProps } from '@mui/material';
import { formatPhoneInput, PHONE_MIN_CARET, PHONE_PREFIX } from '@scenecall/shared';
import type { ChangeEvent, FocusEvent, KeyboardEvent, SyntheticEvent } from 'react';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Keeps the caret at or after position 2, behind the forced '1-'. */
function clampCaret(event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  const input = event.currentTarget;
  if ((input.selectionStart ?? 0) < PHONE_MIN_CARET && input.value.startsWith(PHONE_PREFIX)) {
    input.setSelectionRange(PHONE_MIN_CARET, Math.max(PHONE_MIN_CARET, input.selectionEnd ?? PHONE_MIN_CARET));
  }
}

/**
 * A phone input with the spec's auto-format: digits only, a leading 1, at most 11 digits, dashes
 * after digits 1, 4 and 7; an empty field becomes '1-' on focus. No `maxLength`: the browser would
 * cut a pasted '+1 (437) 976-6880' before the formatter sees it; the formatter keeps 11 digits.
 */
export function PhoneField({ value, onChange, onFocus, ...props }: PhoneFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    onChange(raw.replace(/\D/g, '') === '' ? PHONE_PREFIX : formatPhoneInput(raw));
  };
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (value === '') onChange(PHONE_PREFIX);
    onFocus?.(event);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atPrefix = (input.selectionStart ?? 0) <= PHONE_MIN_CARET && input.selectionStart === input.selectionEnd;
    if ((event.key === 'Backspace' && atPrefix) || (event.key === 'Home' && input.value.startsWith(PHONE_PREFIX))) {
      event.preventDefault();
      input.setSelectionRange(PHONE_MIN_CARET, PHONE_MIN_CARET);
    }
  };
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={handleChange}
      onFocus={handleFocus}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          inputMode: 'tel',
          autoComplete: 'tel',
          pattern: '\\d-\\d{3}-\\d{3}-\\d{4}',
          onKeyDown: handleKeyDown,
          onSelect: clampCaret,
          onClick: clampCaret,
        },
      }}
    />
  );
}
