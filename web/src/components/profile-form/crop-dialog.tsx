import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Typography,
} from '@mui/material';
import { CROP_ASPECT, CROP_MAX_ZOOM, CROP_MIN_ZOOM, CROP_WHEEL_DEBOUNCE_MS } from '@scenecall/shared';
import { useEffect, useRef, useState, type WheelEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropToJpeg } from './crop-image';

interface CropDialogProps {
  open: boolean;
  title: string;
  imageSrc: string;
  fileName: string;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

const WHEEL_ZOOM_PER_PIXEL = 0.002;
const clampZoom = (zoom: number) => Math.min(CROP_MAX_ZOOM, Math.max(CROP_MIN_ZOOM, zoom));

/** Crop at 3:4 with zoom 1 to 3; wheel zoom is applied 250 ms after the wheel stops. */
export function CropDialog({ open, title, imageSrc, fileName, onCancel, onCropped }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(CROP_MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wheel = useRef<{ delta: number; timer?: ReturnType<typeof setTimeout> }>({ delta: 0 });

  useEffect(() => {
    const pending = wheel.current;
    return () => clearTimeout(pending.timer);
  }, []);

  const onWheel = (event: WheelEvent) => {
    const pending = wheel.current;
    pending.delta += event.deltaY;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      const delta = pending.delta;
      pending.delta = 0;
      setZoom((current) => clampZoom(current - delta * WHEEL_ZOOM_PER_PIXEL));
    }, CROP_WHEEL_DEBOUNCE_MS);
  };

  const submit = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropToJpeg(imageSrc, area, fileName));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The picture could not be cropped');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="crop-dialog-title">
      <DialogTitle id="crop-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          onWheel={onWheel}
          data-testid="crop-area"
          sx={{ position: 'relative', width: '100%', height: { xs: 320, sm: 420 }, bgcolor: 'grey.900' }}
        >
          <Cropper
            image={imageSrc}
            crop={crop}
            zoom={zoom}
            minZoom={CROP_MIN_ZOOM}
            maxZoom={CROP_MAX_ZOOM}
            aspect={CROP_ASPECT}
            zoomWithScroll={false}
            onCropChange={setCrop}
            onZoomChange={(next) => setZoom(clampZoom(next))}
            onCropComplete={(_area, pixels) => setArea(pixels)}
            onMediaLoaded={() => setError(null)}
            mediaProps={{ onError: () => setError('This picture cannot be opened here. Please choose a JPEG or PNG.') }}
          />
        </Box>
        <Typography id="crop-zoom-label" sx={{ mt: 2 }}>
          Zoom
        </Typography>
        <Slider
          aria-labelledby="crop-zoom-label"
          value={zoom}
          min={CROP_MIN_ZOOM}
          max={CROP_MAX_ZOOM}
          step={0.1}
          onChange={(_event, value) => setZoom(clampZoom(value))}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!area || busy || error !== null}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
