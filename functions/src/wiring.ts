/**
 * Connections the feature graph's arrows cannot draw: projects needs the booking loop for its days'
 * participants, but bookings uses projects, so the composition root hands it over here. Imported
 * by `routes.ts` (the API) and by whatever else runs projects' day services in its own process (the
 * seeds, test helpers).
 */
import { dayBookingsForProjects } from './features/bookings';
import { provideDayBookings } from './features/projects';

provideDayBookings(dayBookingsForProjects);
