import { Avatar, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import type { CastingPerformer } from '@scenecall/shared';
import type { ReactNode } from 'react';
import { usePictureUrl } from '../../../lib/use-picture-url';

interface PerformerCardProps {
  performer: CastingPerformer;
  onProfile: (performer: CastingPerformer) => void;
  /** The card's action (select / remove), if any. */
  action?: ReactNode;
  selected?: boolean;
  status?: string;
}

/** A performer as casting sees them: headshot, name, age, union status, and the card's actions. */
export function PerformerCard({ performer, onProfile, action, selected = false, status }: PerformerCardProps) {
  const photo = usePictureUrl(performer.headshotKey);
  const name = performer.name || 'Unnamed performer';
  return (
    <Card
      variant="outlined"
      data-testid="casting-performer-card"
      sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
        <Avatar src={photo} alt="" variant="rounded" sx={{ width: 72, height: 96, flexShrink: 0 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {performer.age} years · {performer.unionStatus ?? 'No union status'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {performer.city ?? ''}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {selected && <Chip size="small" color="primary" label="Selected" />}
            {status && <Chip size="small" variant="outlined" label={status} />}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => onProfile(performer)} aria-label={`Profile of ${name}`}>
              Profile
            </Button>
            {action}
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
