/** An optional current photo with a submission: a labelled native file field (keyboard and screen readers as the browser gives them). */
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { MAX_PICTURE_BYTES } from '@scenecall/shared';

/** The types the picture pipeline takes (checked again by the server from the bytes). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
const HINT = 'Optional: a recent photo of you, JPEG, PNG, WebP or HEIC, up to 10 MB.';

interface Props {
  id: string;
  issue: string | undefined;
  onChange: (file: File | undefined, issue: string | undefined) => void;
}

export function PhotoPicker({ id, issue, onChange }: Props) {
  return (
    <FormControl error={Boolean(issue)}>
      <FormLabel htmlFor={id}>Current photo</FormLabel>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        aria-describedby={`${id}-hint`}
        style={{ marginTop: 8, maxWidth: '100%' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          const tooLarge = file !== undefined && file.size > MAX_PICTURE_BYTES;
          onChange(file, tooLarge ? 'Pictures must be 10 MB or smaller' : undefined);
        }}
      />
      <FormHelperText id={`${id}-hint`}>{issue ?? HINT}</FormHelperText>
    </FormControl>
  );
}
