import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { MAX_PICTURE_BYTES, type PictureKind } from '@scenecall/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { usePictureUrl } from '../api/use-picture-url';
import { CropDialog } from './crop-dialog';

interface PictureFieldProps {
  kind: PictureKind;
  label: string;
  required: boolean;
  storedKey: string | null;
  chosen: File | undefined;
  /** Upload progress 0-100 while saving. */
  progress: number | undefined;
  /** Headshot and full body are cropped at 3:4 and named `{firstName}-head` / `{firstName}-body`. */
  cropName?: string;
  onChoose: (file: File) => void;
}

function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** One picture: preview, choose (images only), crop when asked, upload progress. */
export function PictureField({
  kind,
  label,
  required,
  storedKey,
  chosen,
  progress,
  cropName,
  onChoose,
}: PictureFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const storedUrl = usePictureUrl(chosen ? null : storedKey);
  const [toCrop, setToCrop] = useState<File>();
  const cropSrc = useObjectUrl(toCrop);
  const chosenUrl = useObjectUrl(chosen);
  const [error, setError] = useState<string | null>(null);
  const preview = chosenUrl ?? storedUrl;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/') && !/\.(heic|heif)$/i.test(file.name)) {
      setError('Please choose an image');
      return;
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setError('Pictures must be 10 MB or smaller');
      return;
    }
    setError(null);
    if (cropName) setToCrop(file);
    else onChoose(file);
  };

  return (
    <Box data-testid={`picture-${kind}`}>
      <Typography component="p" variant="subtitle2">
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Box
          sx={{
            width: 90,
            aspectRatio: '3 / 4',
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'hidden',
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {preview ? (
            <img src={preview} alt={`${label} preview`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              None
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            aria-label={`${preview ? 'Replace' : 'Choose'} picture: ${label}`}
          >
            {preview ? 'Replace' : 'Choose'} picture
          </Button>
          <input
            ref={input}
            id={inputId}
            type="file"
            hidden
            accept="image/*,.heic,.heif"
            aria-label={label}
            onChange={choose}
          />
          {chosen && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Selected: {chosen.name}
            </Typography>
          )}
        </Stack>
      </Stack>
      {progress !== undefined && (
        <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} aria-label={`${label} upload progress`} />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {toCrop && cropSrc && cropName && (
        <CropDialog
          open
          title={`Crop ${label.toLowerCase()}`}
          imageSrc={cropSrc}
          fileName={cropName}
          onCancel={() => setToCrop(undefined)}
          onCropped={(file) => {
            setToCrop(undefined);
            onChoose(file);
          }}
        />
      )}
    </Box>
  );
}
