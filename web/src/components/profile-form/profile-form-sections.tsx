/**
 * The profile form's sections in their order, for the performer's own form and the Admin's
 * (the rule set says what differs). The page owns the values, the save and the account fields.
 */
import { Box } from '@mui/material';
import type { PictureKind, ProfileField, UnionStatus } from '@scenecall/shared';
import { usePaintedParts } from '../../lib/after-paint';
import { AppearanceSection } from './appearance-section';
import type { FormField } from './form-section';
import { IdentitySection } from './identity-section';
import { LocationSection } from './location-section';
import { PicturesSection } from './pictures-section';
import type { ChosenPictures, PictureKeys, ProfileFormValues } from './profile-form';
import type { ProfileFormRules } from './profile-form-rules';
import { SizesSection } from './sizes-section';
import type { UploadProgress } from './use-picture-uploads';

export interface ProfileFormSectionsProps {
  rules: ProfileFormRules;
  values: ProfileFormValues;
  set: (field: FormField, value: string) => void;
  required: ReadonlySet<ProfileField>;
  unionChoices: UnionStatus[];
  keys: PictureKeys;
  chosen: ChosenPictures;
  progress: UploadProgress;
  onChoose: (kind: PictureKind, file: File) => void;
}

/** The commit each later group renders in, in page order (a section's own groups follow it). */
const PART = { identity: 1, pictures: 4, location: 5, appearance: 6, sizes: 8 } as const;
const LAST_PART = PART.sizes + 1;

export function ProfileFormSections(props: ProfileFormSectionsProps) {
  const { rules, values, set, required, unionChoices, keys, chosen, progress, onChoose } = props;
  const sectionProps = { values, set, required, rules };
  // The names render at once; the rest of the form once they have painted, one group of fields a
  // commit, so that neither its largest render nor its style insertion and layout is one long task
  // (issue 37: all four later sections in one commit took 130 ms of CPU, 4× that on the bench's
  // phone; a commit and the layout after it under 12.5 ms of CPU stay under Lighthouse's 50 ms).
  const later = usePaintedParts(LAST_PART);
  const partsFrom = (first: number) => Math.max(0, later - first + 1);
  return (
    <>
      <IdentitySection {...sectionProps} unionChoices={unionChoices} parts={partsFrom(PART.identity)} />
      {later >= PART.pictures && (
        <PicturesSection
          rules={rules}
          values={values}
          keys={keys}
          chosen={chosen}
          progress={progress}
          required={required}
          onChoose={onChoose}
        />
      )}
      {later >= PART.location && <LocationSection {...sectionProps} />}
      {later >= PART.appearance && <AppearanceSection {...sectionProps} parts={partsFrom(PART.appearance)} />}
      {later >= PART.sizes && <SizesSection {...sectionProps} parts={partsFrom(PART.sizes)} />}
      {/* Keeps what follows the form (its Save button) past the first screen until the form is
          whole, so that the groups rendering one by one do not move it on screen. */}
      {later < LAST_PART && <Box aria-hidden sx={{ minHeight: '100vh' }} />}
    </>
  );
}
