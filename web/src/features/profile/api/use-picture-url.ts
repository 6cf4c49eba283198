/** Stored pictures are private: fetched with the bearer token and shown through an object URL. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export function usePictureUrl(key: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['profile', 'picture', key],
    queryFn: () => api.get<Blob>(`/cdn/pictures/${key}`, { as: 'blob' }),
    enabled: Boolean(key),
    staleTime: Infinity,
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
