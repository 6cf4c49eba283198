/**
 * The profile's "Download my data" card (PIPEDA's right of access): ask for a copy of everything
 * the agency holds about the performer, see it being built, download it once while the link lasts.
 */
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  DATA_EXPORT_STATE_TEXT,
  DATA_EXPORT_TTL_HOURS,
  formatAgencyDateTime,
  type DataExportView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';
import { dataExportKey, downloadDataExport, requestDataExport, useDataExport } from '../api/data-export-api';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiClientError ? error.message : fallback);

function StateText({ dataExport }: { dataExport: DataExportView }) {
  return (
    <Typography data-testid="data-export-state">
      {DATA_EXPORT_STATE_TEXT[dataExport.state]}
      {dataExport.state === 'ready' && dataExport.expiresAt
        ? ` Available until ${formatAgencyDateTime(dataExport.expiresAt, { zone: true })}.`
        : ''}
    </Typography>
  );
}

export function DataExportCard() {
  const queryClient = useQueryClient();
  const { data, error } = useDataExport();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dataExport = data?.dataExport ?? null;
  const building = dataExport?.state === 'requested' || dataExport?.state === 'building';

  const run = async (work: () => Promise<void>, fallback: string) => {
    if (working) return;
    setWorking(true);
    setProblem(null);
    try {
      await work();
    } catch (failure) {
      setProblem(messageOf(failure, fallback));
    } finally {
      setWorking(false);
      await queryClient.invalidateQueries({ queryKey: dataExportKey });
    }
  };

  const ask = () =>
    run(async () => {
      queryClient.setQueryData(dataExportKey, await requestDataExport());
      announce('Your copy is being prepared. We will e-mail you when it is ready.');
    }, 'Could not ask for your data. Please try again.');

  const download = (id: string) =>
    run(async () => {
      await downloadDataExport(id);
      announce('Your data has been downloaded.');
    }, 'Could not download your data. Please try again.');

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h5">
            Download my data
          </Typography>
          <Typography color="text.secondary">
            A ZIP file of what the agency holds about you: your profile, bookings, vouchers, payments, penalties,
            consents, the messages sent to you, and your pictures and documents. The link works once, for{' '}
            {DATA_EXPORT_TTL_HOURS} hours.
          </Typography>
          {error ? <Alert severity="error">Could not load your data export.</Alert> : null}
          {dataExport && <StateText dataExport={dataExport} />}
          <div>
            {dataExport?.state === 'ready' ? (
              <Button variant="contained" aria-disabled={working} onClick={() => void download(dataExport.id)}>
                Download my data (ZIP)
              </Button>
            ) : (
              !building &&
              data && (
                <Button variant="outlined" aria-disabled={working} onClick={() => void ask()}>
                  {dataExport ? 'Ask for a new copy' : 'Download my data'}
                </Button>
              )
            )}
          </div>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
