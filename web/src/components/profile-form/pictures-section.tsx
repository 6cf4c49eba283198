import { Grid, Link, Paper, Typography } from '@mui/material';
import {
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELD_LABELS,
  type PictureKind,
  type ProfileField,
} from '@scenecall/shared';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import type { ChosenPictures, PictureKeys, ProfileFormValues } from './profile-form';
import { pictureApplies, visibleSections } from './profile-form';
import type { ProfileFormRules } from './profile-form-rules';
import { PictureField } from './picture-field';

interface PicturesSectionProps {
  values: ProfileFormValues;
  keys: PictureKeys;
  chosen: ChosenPictures;
  progress: Partial<Record<PictureKind, number>>;
  required: ReadonlySet<ProfileField>;
  onChoose: (kind: PictureKind, file: File) => void;
  rules: ProfileFormRules;
}

/** Staff views of these are audited (see `ProfileFormRules.auditedPicturesOnRequest`). */
const AUDITED_KINDS: readonly PictureKind[] = ['document', 'whasa', 'guardian-id', 'guardianship-proof'];

const CROP_SUFFIX: Partial<Record<PictureKind, string>> = { profile: 'head', fullbody: 'body' };

/** Opens beside the form, so nothing typed is lost. */
function BasicDocumentsLink() {
  return (
    <Link href={paths.guide('basic-documents')} target="_blank" rel="noopener">
      What to bring (opens in a new tab)
    </Link>
  );
}

const HELP: Partial<Record<PictureKind, ReactNode>> = {
  'guardian-id': "The parent's or guardian's government-issued photo ID.",
  'guardianship-proof': 'A birth certificate naming the parent, or the court order or document naming the guardian.',
  document: (
    <>
      A government-issued photo ID: driver’s licence, passport or provincial photo card. <BasicDocumentsLink />
    </>
  ),
  whasa: (
    <>
      Your Worker Health and Safety Awareness (WHASA) training certificate, required to work in Ontario.{' '}
      <BasicDocumentsLink />
    </>
  ),
};

/** Headshot and full body (cropped 3:4), identity document (18+), ACTRA card (ACTRA), WHASA certificate. */
export function PicturesSection({ values, keys, chosen, progress, required, onChoose, rules }: PicturesSectionProps) {
  const sections = visibleSections(values, rules);
  const shown = PICTURE_KINDS.filter((kind) => pictureApplies(kind, sections));
  const firstName = values.firstName.trim() || 'performer';
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label="Pictures">
      <Typography component="h2" variant="h6" gutterBottom>
        Pictures
      </Typography>
      <Grid container spacing={3}>
        {shown.map((kind) => {
          const suffix = CROP_SUFFIX[kind];
          return (
            <Grid key={kind} size={{ xs: 12, sm: 6, md: 4 }}>
              <PictureField
                kind={kind}
                label={PROFILE_FIELD_LABELS[PICTURE_FIELD_BY_KIND[kind]]}
                required={required.has(PICTURE_FIELD_BY_KIND[kind])}
                storedKey={keys[kind]}
                chosen={chosen[kind]}
                progress={progress[kind]}
                cropName={suffix ? `${firstName}-${suffix}` : undefined}
                help={HELP[kind]}
                previewOnRequest={rules.auditedPicturesOnRequest && AUDITED_KINDS.includes(kind)}
                onChoose={(file) => onChoose(kind, file)}
              />
            </Grid>
          );
        })}
      </Grid>
    </Paper>
  );
}
