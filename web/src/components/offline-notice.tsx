/** Says a page shows what the phone kept, and since when, while there is no connection. */
import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { offlineNoticeText } from '../lib/offline-notice-text';

const subscribe = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

/** `savedAt`: when the data shown arrived (a query's `dataUpdatedAt`); 0 when nothing is shown. */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  const online = useOnline();
  if (online || savedAt === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ my: 1 }}>
      {offlineNoticeText(savedAt)}
    </Alert>
  );
}
