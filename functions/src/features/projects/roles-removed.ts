/**
 * What other features do when roles of a day go away (the day deleted, or a role taken off it):
 * open calls for those roles close and tell their submitters. Projects may use no feature that
 * holds such things, so the composition root registers them here (functions/src/routes.ts); they
 * run after the change has committed, and open calls' closing job catches any that fail.
 */
import { logEvent } from '../../http/logger';

type RolesRemovedListener = (dayId: string) => Promise<unknown>;
const listeners: RolesRemovedListener[] = [];

export function whenRolesRemoved(listener: RolesRemovedListener): void {
  listeners.push(listener);
}

export async function rolesRemoved(dayId: string): Promise<void> {
  await Promise.all(
    listeners.map((listener) =>
      listener(dayId).catch((error: unknown) =>
        logEvent('projects.roles_removed_listener_failed', { dayId, error: String(error) }),
      ),
    ),
  );
}
