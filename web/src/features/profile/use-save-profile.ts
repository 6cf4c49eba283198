/**
 * The spec's save: upload chosen pictures in parallel (with progress), save, and activate ACTRA
 * members right after. The global loading flag is set meanwhile.
 */
import { activatesOnSave, type CurrentUser } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  toProfile,
  type ChosenPictures,
  type PictureKeys,
  type ProfileFormValues,
} from '../../components/profile-form/profile-form';
import { usePictureUploads } from '../../components/profile-form/use-picture-uploads';
import { withGlobalLoading } from '../../lib/loading-store';
import { uploadPicture } from '../../lib/upload-picture';
import { activateAccount, currentUserKey, saveProfile } from './api/profile-api';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { progress, uploadChosen } = usePictureUploads(uploadPicture);
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileFormValues, keys: PictureKeys, chosen: ChosenPictures): Promise<CurrentUser> => {
    setSaving(true);
    try {
      return await withGlobalLoading(async () => {
        const nextKeys = await uploadChosen(keys, chosen);
        let user = await saveProfile(toProfile(values, nextKeys));
        if (!user.userActivated && activatesOnSave(user.profile?.unionStatus)) user = await activateAccount();
        queryClient.setQueryData(currentUserKey, user);
        await queryClient.invalidateQueries({ queryKey: currentUserKey, exact: true });
        return user;
      });
    } finally {
      setSaving(false);
    }
  };

  return { save, progress, saving };
}
