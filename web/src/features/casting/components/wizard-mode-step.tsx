import AutoModeIcon from '@mui/icons-material/AutoMode';
import PanToolIcon from '@mui/icons-material/PanTool';
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import type { BookingMode } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const MODES = [
  {
    mode: 'automatic' as const,
    title: 'Automatic',
    description: 'We pre-select the best-matching available performers for each role; you can change them.',
    Icon: AutoModeIcon,
  },
  {
    mode: 'hand-picked' as const,
    title: 'Hand-picked',
    description: 'You choose every performer yourself from the search.',
    Icon: PanToolIcon,
  },
];

/** Step 1, what the wizard opens on: `onIntent` when a mode is about to be chosen (hovered, focused). */
export function ModeStep({ onChoose, onIntent }: { onChoose: (mode: BookingMode) => void; onIntent: () => void }) {
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {MODES.map(({ mode, title, description, Icon }) => (
          <Card key={mode} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea
              onClick={() => onChoose(mode)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography component="h2" variant="h6">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Link component={RouterLink} to={paths.casting.bookingMode} sx={{ display: 'inline-block', mt: 2 }}>
        How the booking modes work
      </Link>
    </Box>
  );
}
