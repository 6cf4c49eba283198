import { Box } from '@mui/material';
import { formatDateForPeople } from '@scenecall/shared';

/** Work dates one per line: 'Thu, Nov 19, 2026' already holds commas. */
export function DateLines({ dates }: { dates: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {dates.map((date) => (
        <li key={date}>{formatDateForPeople(date)}</li>
      ))}
    </Box>
  );
}
