import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import {
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELD_LABELS,
  type PictureKind,
  type StaffUserView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePictureUrl } from '../../../lib/use-picture-url';
import { userKey } from '../api/users-api';

/** Identity documents and WHASA certificates: shown on request, each showing recorded in the audit trail. */
const ON_REQUEST: readonly PictureKind[] = ['document', 'whasa', 'guardian-id', 'guardianship-proof'];

function Picture({ uid, kind, pictureKey }: { uid: string; kind: PictureKind; pictureKey: string }) {
  const label = PROFILE_FIELD_LABELS[PICTURE_FIELD_BY_KIND[kind]];
  const onRequest = ON_REQUEST.includes(kind);
  const [shown, setShown] = useState(!onRequest);
  const url = usePictureUrl(shown ? pictureKey : null, { cache: !onRequest });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (onRequest && url) void queryClient.invalidateQueries({ queryKey: [...userKey(uid), 'audit'] });
  }, [onRequest, url, queryClient, uid]);
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={`admin-picture-${kind}`}>
      <Box
        sx={{
          aspectRatio: '3 / 4',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {url ? (
          <img src={url} alt={label} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : shown ? (
          <Typography variant="caption" color="text.secondary">
            Loading…
          </Typography>
        ) : (
          <Button variant="outlined" size="small" onClick={() => setShown(true)} aria-label={`Show ${label}`}>
            Show
          </Button>
        )}
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Every picture of the profile, identity documents included. */
export function UserPictures({ user }: { user: StaffUserView }) {
  const pictures = PICTURE_KINDS.flatMap((kind) => {
    const key = user.profile?.[PICTURE_FIELD_BY_KIND[kind]];
    return key ? [{ kind, key }] : [];
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="pictures-title">
      <CardContent>
        <Typography id="pictures-title" component="h2" variant="h6" gutterBottom>
          Pictures
        </Typography>
        {pictures.length === 0 ? (
          <Typography color="text.secondary">No pictures yet.</Typography>
        ) : (
          <Grid container spacing={2}>
            {pictures.map(({ kind, key }) => (
              <Grid key={kind} size={{ xs: 6, sm: 4, md: 2.4 }}>
                <Picture uid={user.uid} kind={kind} pictureKey={key} />
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
