import { Box, CircularProgress } from '@mui/material';

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
