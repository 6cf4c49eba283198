import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatHeight, type CastingPerformer } from '@scenecall/shared';
import { usePictureUrl } from '../../../lib/use-picture-url';

function Picture({ pictureKey, alt }: { pictureKey: string | null; alt: string }) {
  const url = usePictureUrl(pictureKey);
  if (!pictureKey) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        width: { xs: '100%', sm: 180 },
        aspectRatio: '3 / 4',
        objectFit: 'cover',
        bgcolor: 'grey.100',
        borderRadius: 1,
      }}
    />
  );
}

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

/** The casting view of a performer (never the private fields: the server answers none). */
export function ProfileDialog({ performer, onClose }: { performer: CastingPerformer | null; onClose: () => void }) {
  const open = performer !== null;
  const p = performer;
  const rows: [string, string][] = p
    ? [
        ['Age', String(p.age)],
        ['Union status', orDash(p.unionStatus)],
        ['Gender', orDash(p.gender)],
        ['Ethnicity', orDash(p.ethnicity)],
        ['Hair', orDash(p.hairColor)],
        ['Eyes', orDash(p.eyeColor)],
        ['Height', p.height ? formatHeight(p.height) : '—'],
        ['Weight', p.weight ? `${p.weight} lbs` : '—'],
        ['Chest / waist / hips', [p.sizes.chest, p.sizes.waist, p.sizes.hips].map(orDash).join(' / ')],
        ['Shoe / inseam', [p.sizes.shoe, p.sizes.inseam].map(orDash).join(' / ')],
        [
          'Jacket / sleeve / neck / hat',
          [p.sizes.jacket, p.sizes.sleeve, p.sizes.neck, p.sizes.hat].map(orDash).join(' / '),
        ],
        ['Dress / bust', [p.sizes.dress, p.sizes.bustCup, p.sizes.bustBand].map(orDash).join(' / ')],
        ['Self drive', p.selfDrive ? 'Yes' : 'No'],
        ['Visible tattoos', p.visibleTattoos ? 'Yes' : 'No'],
        ['City', orDash(p.city)],
      ]
    : [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="casting-profile-title">
      <DialogTitle id="casting-profile-title">{p?.name || 'Performer'}</DialogTitle>
      <DialogContent>
        {p && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Picture pictureKey={p.headshotKey} alt={`Headshot of ${p.name}`} />
              <Picture pictureKey={p.fullBodyKey} alt={`Full-body picture of ${p.name}`} />
            </Stack>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, alignContent: 'start' }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
