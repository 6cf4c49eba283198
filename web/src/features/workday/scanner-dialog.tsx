/**
 * Scans check-in codes with the device camera. The QR reader (jsQR) is loaded only when this
 * dialog opens. Each code read is handed on once (the same code again within a few seconds is the
 * same person still in front of the camera); the dialog stays open for the next person, and
 * confirms the last one checked in.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CheckInConfirmation, type CheckedIn } from './check-in-confirmation';

const SCAN_EVERY_MS = 200;
const SAME_CODE_MS = 4_000;

type Reader = typeof import('jsqr').default;

function useCameraScan(video: React.RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const [problem, setProblem] = useState<string>();
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');
    const scan = (read: Reader) => {
      const element = video.current;
      if (element && element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        context?.drawImage(element, 0, 0);
        const image = context?.getImageData(0, 0, canvas.width, canvas.height);
        const found = image && read(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        const now = Date.now();
        if (found?.data && (found.data !== last.code || now - last.at > SAME_CODE_MS)) {
          Object.assign(last, { code: found.data, at: now });
          onCodeRef.current(found.data);
        }
      }
      timer = window.setTimeout(() => scan(read), SCAN_EVERY_MS);
    };
    void (async () => {
      try {
        const [reader, media] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        scan(reader.default);
      } catch {
        setProblem('The camera is not available: allow it, or check performers in by name.');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);
  return problem;
}

export function ScannerDialog({
  onClose,
  onCode,
  checkedIn,
}: {
  onClose: () => void;
  onCode: (code: string) => void;
  /** The last performer checked in, confirmed under the camera (a newcomer's first day marked). */
  checkedIn: CheckedIn | undefined;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const problem = useCameraScan(video, onCode);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scanner-title">
      <DialogTitle id="scanner-title">Scan check-in codes</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Hold the performer’s check-in code in front of the camera. Each one read is checked in at once.
        </Typography>
        {problem && <Alert severity="warning">{problem}</Alert>}
        <CheckInConfirmation checkedIn={checkedIn} />
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          style={{ width: '100%', aspectRatio: '4 / 3', background: '#000', objectFit: 'cover' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done scanning</Button>
      </DialogActions>
    </Dialog>
  );
}
