/** Stored pictures are private: fetched with the bearer token and shown through an object URL. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client';

/**
 * The picture's object URL once loaded. `cache: false` for pictures whose every view the server
 * records (identity documents and WHASA certificates seen by staff).
 */
export function usePictureUrl(key: string | null | undefined, { cache = true } = {}): string | undefined {
  return useImageUrl(key ? `/cdn/pictures/${key}` : undefined, { cache });
}

/** Any private image the API serves at this path (e.g. a submission's photo), as an object URL once loaded. */
export function useImageUrl(path: string | undefined, { cache = true } = {}): string | undefined {
  const { data } = useQuery({
    queryKey: ['picture', path],
    queryFn: () => api.get<Blob>(path ?? '', { as: 'blob' }),
    enabled: Boolean(path),
    staleTime: cache ? Infinity : 0,
    gcTime: cache ? undefined : 0,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return url;
}
