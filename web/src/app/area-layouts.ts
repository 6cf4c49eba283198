/**
 * The layout route each signed-in area's pages render in, when it has one: the performer's shows a
 * suspended or deactivated account's notice and leads a refused page to the commissions (issue 40).
 */
import type { ComponentType } from 'react';
import { PerformerAccountFrame } from '../components/performer-account-notice';
import type { AreaId } from './area-routes';

export const areaLayouts: Partial<Record<AreaId, ComponentType>> = { performer: PerformerAccountFrame };
