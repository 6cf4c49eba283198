/**
 * The spec's save: upload chosen pictures in parallel (with progress), save, and activate ACTRA
 * members right after. The global loading flag is set meanwhile.
 */
import { activatesOnSave, PICTURE_KINDS, type CurrentUser, type PictureKind } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withGlobalLoading } from '../../lib/loading-store';
import { activateAccount, currentUserKey, saveProfile } from './api/profile-api';
import { uploadPicture } from './api/upload-picture';
import { toProfile, type ChosenPictures, type PictureKeys, type ProfileFormValues } from './profile-form';

export type UploadProgress = Partial<Record<PictureKind, number>>;

export function useSaveProfile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress>({});
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileFormValues, keys: PictureKeys, chosen: ChosenPictures): Promise<CurrentUser> => {
    setSaving(true);
    try {
      return await withGlobalLoading(async () => {
        const uploads = PICTURE_KINDS.filter((kind) => chosen[kind]);
        setProgress(Object.fromEntries(uploads.map((kind) => [kind, 0])));
        const uploaded = await Promise.all(
          uploads.map(async (kind) => {
            const key = await uploadPicture(kind, chosen[kind]!, (percent) =>
              setProgress((current) => ({ ...current, [kind]: percent })),
            );
            return [kind, key] as const;
          }),
        );
        const nextKeys: PictureKeys = { ...keys, ...Object.fromEntries(uploaded) };
        let user = await saveProfile(toProfile(values, nextKeys));
        if (!user.userActivated && activatesOnSave(user.profile?.unionStatus)) user = await activateAccount();
        queryClient.setQueryData(currentUserKey, user);
        await queryClient.invalidateQueries({ queryKey: currentUserKey, exact: true });
        return user;
      });
    } finally {
      setSaving(false);
      setProgress({});
    }
  };

  return { save, progress, saving };
}
