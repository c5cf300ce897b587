import { NOTIFICATION_TYPES } from './types';
import type { Grouped } from './rules';

/** The bell's count: every notification of every group (missing groups count 0). */
export const countNotifications = (groups: Grouped | undefined) =>
  NOTIFICATION_TYPES.reduce((n, t) => n + (groups?.[t]?.length ?? 0), 0);
