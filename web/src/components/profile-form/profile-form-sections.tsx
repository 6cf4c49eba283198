/**
 * The profile form's sections in their order, for the performer's own form and the Admin's
 * (the rule set says what differs). The page owns the values, the save and the account fields.
 */
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

export function ProfileFormSections(props: ProfileFormSectionsProps) {
  const { rules, values, set, required, unionChoices, keys, chosen, progress, onChoose } = props;
  const sectionProps = { values, set, required, rules };
  // The end of the first section (SIN, emergency contact, guardian), pictures, location, appearance
  // and sizes are past the first screen on a phone: they render once the first fields have
  // painted, one part a commit, so that neither the form's largest render nor its style insertion
  // is one long task (issue 37: the pictures too, over a returning performer's kept look; all four
  // sections in one commit took 130 ms of CPU, 4× that on the bench's phone; the whole first
  // section with its phone fields' masks 46 ms).
  const later = usePaintedParts(5);
  return (
    <>
      <IdentitySection {...sectionProps} unionChoices={unionChoices} complete={later >= 1} />
      {later >= 2 && (
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
      {later >= 3 && <LocationSection {...sectionProps} />}
      {later >= 4 && <AppearanceSection {...sectionProps} />}
      {later >= 5 && <SizesSection {...sectionProps} />}
    </>
  );
}
