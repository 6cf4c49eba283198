/** The number of unsent changes, always in sight at the top of the set screen, and the connection. */
import { Alert, Box, Button, Chip, Paper } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { dismissRefusal, sendQueued, useSetQueue } from './set-queue';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

export function SyncBar({ dayId }: { dayId: string }) {
  const online = useOnline();
  const unsent = useSetQueue((state) => state.changes.filter((change) => change.dayId === dayId).length);
  const refusals = useSetQueue((state) => state.refusals);
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        // Below the site header while it shows (it comes back on upward scroll): shell.css sets the offset.
        top: 'var(--sc-sticky-top, 0px)',
        transition: 'top 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        zIndex: 2,
        p: 1,
        mb: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          data-testid="unsent-count"
          color={unsent > 0 ? 'primary' : 'success'}
          variant={unsent > 0 ? 'outlined' : 'filled'}
          label={unsent === 0 ? 'All changes sent' : `${unsent} unsent ${unsent === 1 ? 'change' : 'changes'}`}
        />
        {!online && <Chip variant="outlined" label="Offline: changes are kept on this device" />}
        {unsent > 0 && online && (
          <Button size="small" onClick={() => void sendQueued()}>
            Send now
          </Button>
        )}
      </Box>
      {refusals.map((refusal) => (
        <Alert key={refusal.id} severity="error" onClose={() => dismissRefusal(refusal.id)}>
          {refusal.label}: {refusal.message}
        </Alert>
      ))}
    </Paper>
  );
}
