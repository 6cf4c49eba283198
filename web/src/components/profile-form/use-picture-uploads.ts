/**
 * Uploads the chosen pictures in parallel with their progress, through the upload function the
 * page injects (the performer's own, or the Admin's for a user or an account being created).
 */
import { PICTURE_KINDS, type PictureKind } from '@scenecall/shared';
import { useState } from 'react';
import type { ChosenPictures, PictureKeys } from './profile-form';

export type UploadProgress = Partial<Record<PictureKind, number>>;
export type PictureUpload = (kind: PictureKind, file: File, onProgress: (percent: number) => void) => Promise<string>;

export function usePictureUploads(upload: PictureUpload) {
  const [progress, setProgress] = useState<UploadProgress>({});

  /** Answers the keys with the chosen pictures' new keys in place. */
  const uploadChosen = async (keys: PictureKeys, chosen: ChosenPictures): Promise<PictureKeys> => {
    const kinds = PICTURE_KINDS.filter((kind) => chosen[kind]);
    setProgress(Object.fromEntries(kinds.map((kind) => [kind, 0])));
    try {
      const uploaded = await Promise.all(
        kinds.map(async (kind) => {
          const key = await upload(kind, chosen[kind]!, (percent) =>
            setProgress((current) => ({ ...current, [kind]: percent })),
          );
          return [kind, key] as const;
        }),
      );
      return { ...keys, ...Object.fromEntries(uploaded) };
    } finally {
      setProgress({});
    }
  };

  return { progress, uploadChosen };
}
