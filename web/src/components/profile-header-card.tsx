import { Avatar, Box, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { usePictureUrl } from '../lib/use-picture-url';

/**
 * The card at the top of a performer's profile (their own page, and the Admin's page of a user):
 * the headshot beside what the page says about them, and an optional action at the end.
 */
export function ProfileHeaderCard({
  photoKey,
  name,
  action,
  children,
}: {
  photoKey: string | null | undefined;
  /** Whose photo it is, for its text alternative. */
  name: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const photo = usePictureUrl(photoKey);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            src={photo}
            alt={photo ? `Photo of ${name || 'the performer'}` : undefined}
            variant="rounded"
            sx={{ width: 120, height: 160 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
