import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { MAX_PICTURE_BYTES, type PictureKind } from '@scenecall/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { usePictureUrl } from '../../lib/use-picture-url';

// The cropper (react-easy-crop, MUI's Slider and Dialog) loads when a picture has been chosen, the
// progress bar when it is uploaded: neither is part of the form's first view.
const CropDialog = lazy(async () => ({ default: (await import('./crop-dialog')).CropDialog }));
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

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
  /** One line saying what the picture is, under the field. */
  help?: ReactNode;
  onChoose: (file: File) => void;
  /** The stored picture is fetched only when asked for (each view is audited), never cached. */
  previewOnRequest?: boolean;
}

/**
 * Headshot and full body are cropped to 3:4, so their preview fills a 3:4 box; documents and
 * certificates keep their own shape (often landscape) and are shown whole.
 */
const PREVIEW = {
  portrait: { width: 90, aspectRatio: '3 / 4', objectFit: 'cover' },
  document: { width: 120, aspectRatio: '4 / 3', objectFit: 'contain' },
} as const;

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
  help,
  onChoose,
  previewOnRequest = false,
}: PictureFieldProps) {
  const inputId = useId();
  const helpId = useId();
  const box = PREVIEW[cropName ? 'portrait' : 'document'];
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(!previewOnRequest);
  const storedUrl = usePictureUrl(chosen || !shown ? null : storedKey, { cache: !previewOnRequest });
  const onFile = Boolean(storedKey) && !chosen;
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
            width: box.width,
            aspectRatio: box.aspectRatio,
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
            <Box
              component="img"
              src={preview}
              alt={`${label} preview`}
              sx={{ width: '100%', height: '100%', objectFit: box.objectFit, display: 'block' }}
            />
          ) : onFile && !shown ? (
            <Button size="small" onClick={() => setShown(true)} aria-label={`Show ${label}`}>
              Show
            </Button>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {onFile ? 'Loading…' : 'None'}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            aria-label={`${preview || onFile ? 'Replace' : 'Choose'} picture: ${label}`}
            aria-describedby={help ? helpId : undefined}
          >
            {preview || onFile ? 'Replace' : 'Choose'} picture
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
      {help && (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
      {progress !== undefined && (
        <Suspense fallback={null}>
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ mt: 1 }}
            aria-label={`${label} upload progress`}
          />
        </Suspense>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {toCrop && cropSrc && cropName && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </Box>
  );
}
