import { useAnnouncerStore } from '../../lib/announcer';

/**
 * The polite live region `announce()` speaks through. It is in the page from the start (a region
 * added together with its text is often not read); each message is a new node in it.
 */
export function LiveAnnouncer() {
  const { message, sequence } = useAnnouncerStore();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sc-visually-hidden" data-testid="announcer">
      <span key={sequence}>{message}</span>
    </div>
  );
}
