import { Box } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatReadTime } from './guide-catalog';

export function ReadTimeBadge({ minutes }: { minutes: number }) {
  return (
    <Box
      component="span"
      data-testid="read-time"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        bgcolor: '#e8eef9',
        color: 'primary.main',
        fontSize: 14,
        fontWeight: 600,
      }}
    >
      <ScheduleIcon aria-hidden="true" sx={{ fontSize: 18 }} />
      {formatReadTime(minutes)}
    </Box>
  );
}
