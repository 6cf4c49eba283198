import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePaintedAndIdle } from '../../lib/after-paint';

// Below the day's counts, at or past the bottom of a phone's screen: the field's code (MUI's
// inputs) is fetched once the day has painted, its box kept meanwhile so nothing moves.
const PlainTextField = lazy(async () => ({
  default: (await import('../../components/plain-text-field')).PlainTextField,
}));
const SMALL_FIELD_HEIGHT = 40;

export function SearchByName({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const painted = usePaintedAndIdle();
  return (
    <Box sx={{ mb: 2, minHeight: SMALL_FIELD_HEIGHT }}>
      {painted && (
        <Suspense fallback={null}>
          <PlainTextField
            id="set-search"
            label="Search by name"
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            size="small"
          />
        </Suspense>
      )}
    </Box>
  );
}
