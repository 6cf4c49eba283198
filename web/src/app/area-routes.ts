/**
 * The route tables of the signed-in areas. Loaded on the first visit into an area (see router.tsx),
 * so the public pages' first download never carries them, however many staff pages there are.
 */
import type { AppRoute } from '../lib/app-route';
import { adminRoutes } from '../features/admin/routes';
import { bookingRoutes } from '../features/bookings/routes';
import { castingRoutes } from '../features/casting/routes';
import { performerOpenCallRoutes, staffOpenCallRoutes } from '../features/open-calls/routes';
import { paymentRoutes } from '../features/payments/routes';
import { performerRoutes } from '../features/profile/routes';
import { adminProjectRoutes, projectRoutes } from '../features/projects/routes';
import { workdayRoutes } from '../features/workday/routes';
import { voucherRoutes } from '../features/vouchers/routes';

export const areaRoutes = {
  performer: [...performerRoutes, ...paymentRoutes, ...bookingRoutes, ...voucherRoutes, ...performerOpenCallRoutes],
  admin: [...adminRoutes, ...adminProjectRoutes],
  casting: [...castingRoutes, ...projectRoutes, ...workdayRoutes, ...staffOpenCallRoutes],
} satisfies Record<string, AppRoute[]>;

export type AreaId = keyof typeof areaRoutes;
