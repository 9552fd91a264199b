/**
 * The admin features composed into the console (brief: "Admin console composition"): one import
 * line per feature exporting `adminRoutes` and `adminNav` (see components/admin/types.ts).
 * Imported only by the console's lazy chunk (app/admin-console).
 */
import type { AdminFeature } from '@/components/admin/types';
import * as core from '@/features/admin';
import * as districtLists from '@/features/admin-directory';
import * as roster from '@/features/admin-roster';
import * as myData from '@/features/my-data';
import * as security from '@/features/admin-security';

export const adminFeatures: AdminFeature[] = [core, districtLists, roster, myData, security];
