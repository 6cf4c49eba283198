/**
 * Uploads the chosen pictures in parallel with their progress, through the upload function the
 * page injects (the performer's own, or the Admin's for a user or an account being created). A file
 * already uploaded (by an attempt whose save was refused) is not uploaded again: its key is reused,
 * and the page keeps showing the file itself until a save answers the stored keys.
 */
import { PICTURE_KINDS, type PictureKind } from '@scenecall/shared';
import { useRef, useState } from 'react';
import type { ChosenPictures, PictureKeys } from './profile-form';

export type UploadProgress = Partial<Record<PictureKind, number>>;
export type PictureUpload = (kind: PictureKind, file: File, onProgress: (percent: number) => void) => Promise<string>;

export function usePictureUploads(upload: PictureUpload) {
  const [progress, setProgress] = useState<UploadProgress>({});
  const done = useRef<Partial<Record<PictureKind, { file: File; key: string }>>>({});

  /** Answers the keys with the chosen pictures' new keys in place. */
  const uploadChosen = async (keys: PictureKeys, chosen: ChosenPictures): Promise<PictureKeys> => {
    const kinds = PICTURE_KINDS.filter((kind) => chosen[kind]);
    setProgress(Object.fromEntries(kinds.map((kind) => [kind, 0])));
    try {
      const uploaded = await Promise.all(
        kinds.map(async (kind) => {
          const file = chosen[kind]!;
          const earlier = done.current[kind];
          if (earlier?.file === file) return [kind, earlier.key] as const;
          const key = await upload(kind, file, (percent) =>
            setProgress((current) => ({ ...current, [kind]: percent })),
          );
          done.current[kind] = { file, key };
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
