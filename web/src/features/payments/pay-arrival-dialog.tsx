/**
 * Record when the pay for a work date arrived (issue 36), optionally with the gross on the stub and
 * a photo of it. The photo is read on the server (OCR): what it read shows beside the picture, and
 * counts only once the performer uses it (or types their own figures) and saves.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  agencyToday,
  COMMISSION_DUE_RULE,
  dollarsToCents,
  formatCad,
  formatDateForPeople,
  type PayStubReading,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { announce } from '../../lib/announcer';
import { historyKey, payArrivalsKey, recordPayArrival, uploadPayStub } from './api';

const messageOf = (error: unknown) =>
  error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.';

function ReadingLine({ reading }: { reading: PayStubReading }) {
  const gross = reading.grossCents === null ? 'not read' : formatCad(reading.grossCents);
  const date = reading.payDate === null ? 'not read' : formatDateForPeople(reading.payDate);
  return (
    <Typography data-testid="stub-reading">
      Read from the stub: gross {gross}; pay date {date}. Please check them against the picture.
    </Typography>
  );
}

export function PayArrivalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const today = agencyToday();
  const [workDate, setWorkDate] = useState('');
  const [payArrivedOn, setPayArrivedOn] = useState('');
  const [gross, setGross] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [reading, setReading] = useState<PayStubReading | null>(null);
  const [busy, setBusy] = useState<'reading' | 'saving' | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (picture && URL.revokeObjectURL(picture)), [picture]);

  const chooseStub = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!workDate) {
      setError('Choose the work date first.');
      return;
    }
    setPicture(URL.createObjectURL(file));
    setBusy('reading');
    setError(null);
    try {
      const answer = await uploadPayStub(workDate, file);
      setReading(answer.reading);
      announce('The pay stub was read. Check what was read, then save.');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };
  const useReading = () => {
    if (reading?.grossCents !== null && reading?.grossCents !== undefined) {
      setGross((reading.grossCents / 100).toFixed(2));
    }
    if (reading?.payDate) setPayArrivedOn(reading.payDate);
  };
  const save = async () => {
    if (busy) return;
    if (!workDate || !payArrivedOn) {
      setError('Enter the work date and the date your pay arrived.');
      return;
    }
    setBusy('saving');
    setError(null);
    try {
      const cents = gross.trim() ? dollarsToCents(gross) : null;
      const saved = await recordPayArrival({ workDate, payArrivedOn, stubGrossCents: cents });
      await Promise.all([
        client.invalidateQueries({ queryKey: payArrivalsKey }),
        client.invalidateQueries({ queryKey: historyKey }),
      ]);
      announce(
        `Pay date saved. The commission for ${formatDateForPeople(workDate)} is due ${formatDateForPeople(saved.dueOn)}.`,
      );
      onClose();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pay-arrival-title" fullWidth maxWidth="sm">
      <DialogTitle id="pay-arrival-title">When your pay arrived</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{COMMISSION_DUE_RULE}</Typography>
          <TextField
            label="Work date"
            type="date"
            value={workDate}
            onChange={(event) => setWorkDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            required
          />
          <Box>
            <Button component="label" variant="outlined" aria-disabled={busy !== null}>
              {busy === 'reading' ? 'Reading the stub…' : 'Add a photo of the pay stub (optional)'}
              <input hidden type="file" accept="image/*" onChange={(event) => void chooseStub(event)} />
            </Button>
          </Box>
          {picture && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
              <Box
                component="img"
                src={picture}
                alt="Your pay stub"
                sx={{
                  width: { xs: '100%', sm: 200 },
                  maxHeight: 260,
                  objectFit: 'contain',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              {reading && (
                <Stack spacing={1}>
                  <ReadingLine reading={reading} />
                  <Button variant="text" onClick={useReading} sx={{ alignSelf: 'flex-start' }}>
                    Use what was read
                  </Button>
                </Stack>
              )}
            </Stack>
          )}
          <TextField
            label="Pay arrived on"
            type="date"
            value={payArrivedOn}
            onChange={(event) => setPayArrivedOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: workDate || undefined, max: today } }}
            required
          />
          <TextField
            label="Gross on the pay stub (optional)"
            value={gross}
            onChange={(event) => setGross(event.target.value)}
            helperText="Given, the commission is on it instead of the signed voucher's gross."
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} aria-disabled={busy !== null}>
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
