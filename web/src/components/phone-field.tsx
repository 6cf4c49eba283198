import { TextField, type TextFieldProps } from '@mui/material';
import { PHONE_INPUT_MASK, PHONE_MIN_CARET, PHONE_PREFIX } from '@scenecall/shared';
import {
  forwardRef,
  useCallback,
  useEffect,
  type FocusEvent,
  type InputHTMLAttributes,
  type SyntheticEvent,
} from 'react';
// Only the parts a pattern mask needs: the input control and the pattern and regexp masks (the
// package's index also brings dates, numbers, ranges and enums, a third of the phone field's code).
import 'imask/esm/controls/input';
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/regexp';
import useIMask from 'react-imask/esm/hook';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value?: string;
  onChange: (event: { target: { name?: string; value: string } }) => void;
};

const MASK_OPTIONS = { ...PHONE_INPUT_MASK };

/**
 * The DOM input under MUI's field, driven by IMask from `input` events (so mobile keyboards, which
 * may send no key events, edit as a hardware keyboard does); it keeps the caret where the person put
 * it and re-inserts the dashes only when typing, never when erasing.
 */
const MaskedPhoneInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedPhoneInput(
  { onChange, value = '', name, ...props },
  forwardedRef,
) {
  const { ref, maskRef, setValue } = useIMask<HTMLInputElement>(MASK_OPTIONS, {
    onAccept: (masked) => onChange({ target: { name, value: masked } }),
  });
  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== value) setValue(value);
  }, [maskRef, setValue, value]);
  // IMask reads the selection an edit replaces on keydown only; an edit without key events (a mobile
  // keyboard, select-all then delete from a menu) would start from where the caret was last seen, so
  // the selection is also read whenever it changes and just before each edit.
  useEffect(() => {
    const input = ref.current;
    if (!input) return undefined;
    const saveSelection = () => {
      if (input === input.ownerDocument.activeElement) maskRef.current?._saveSelection();
    };
    input.addEventListener('beforeinput', saveSelection);
    input.addEventListener('select', saveSelection);
    input.ownerDocument.addEventListener('selectionchange', saveSelection);
    return () => {
      input.removeEventListener('beforeinput', saveSelection);
      input.removeEventListener('select', saveSelection);
      input.ownerDocument.removeEventListener('selectionchange', saveSelection);
    };
  }, [maskRef, ref]);
  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      ref.current = input;
      if (typeof forwardedRef === 'function') forwardedRef(input);
      else if (forwardedRef) forwardedRef.current = input;
    },
    [forwardedRef, ref],
  );
  return <input {...props} name={name} ref={attach} />;
});

/** Keeps the caret at or after position 2, behind the forced '1-'. */
function clampCaret(event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  const input = event.currentTarget;
  if ((input.selectionStart ?? 0) < PHONE_MIN_CARET && input.value.startsWith(PHONE_PREFIX)) {
    input.setSelectionRange(PHONE_MIN_CARET, Math.max(PHONE_MIN_CARET, input.selectionEnd ?? PHONE_MIN_CARET));
  }
}

/**
 * A phone input with the spec's auto-format (the shared `PHONE_INPUT_MASK`): digits only, a leading
 * 1, at most 11 digits, dashes after digits 1, 4 and 7; an empty field becomes '1-' on focus. Every
 * ordinary edit works as in a plain text field: Backspace and Delete across the dashes, a caret in
 * the middle, select and retype, and a pasted number in any usual shape.
 */
export function PhoneField({ value, onChange, onFocus, ...props }: PhoneFieldProps) {
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (value === '') onChange(PHONE_PREFIX);
    onFocus?.(event);
  };
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={handleFocus}
      slotProps={{
        ...props.slotProps,
        input: { inputComponent: MaskedPhoneInput as never },
        htmlInput: {
          inputMode: 'tel',
          autoComplete: 'tel',
          pattern: '\\d-\\d{3}-\\d{3}-\\d{4}',
          onSelect: clampCaret,
          onClick: clampCaret,
        },
      }}
    />
  );
}
