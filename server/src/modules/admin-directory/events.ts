/** District events and district activities: what get_district_events / get_district_activities read. */
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { fetchPage } from '../../db/fetch-page.js';
import { unprocessable } from '../../lib/errors.js';
import { mediaUrl } from '../../lib/media.js';
import type { PageWindow } from '../../lib/paging.js';
import type { ResourceDef } from './resource.js';
import type { FilterOf, FormOf } from './types.js';

interface EventRow { id: number; title: string; description: string; start_date: string; end_date: string | null; image: string | null }

export const districtEvents: ResourceDef<FormOf<'district-events'>, FilterOf<'district-events'>> = {
  path: 'district-events',
  entity: 'district_event',
  table: 'district_events',
  images: { image: 'image' },
  imageFolder: 'events',
  values: (f) => ({ title: f.title, description: f.description, start_date: f.startDate, end_date: f.endDate ?? null }),
  insertDefaults: (now) => ({ created_at: now.toISOString() }),
  async check(_db, v) {
    if (v.end_date && String(v.end_date) < String(v.start_date)) throw unprocessable('endDate: must be on or after the start date');
  },
  async list(db: Database, input, window: PageWindow) {
    let base = db.selectFrom('district_events');
    if (input.search) base = base.where((eb) => eb.or([containsText('title', input.search), containsText('description', input.search)]));
    return fetchPage(base, base.select(['id', 'title', 'description', 'start_date', 'end_date', 'image']).orderBy('start_date', 'desc').orderBy('id', 'desc'), window);
  },
  toItem: (r: EventRow) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    startDate: r.start_date,
    endDate: r.end_date,
    image: mediaUrl(r.image, 'thumb') || null,
  }),
};

interface ActivityRow { id: number; title: string; description: string; activity_date: string; image: string | null }

export const districtActivities: ResourceDef<FormOf<'district-activities'>, FilterOf<'district-activities'>> = {
  path: 'district-activities',
  entity: 'district_activity',
  table: 'district_activities',
  images: { image: 'image' },
  imageFolder: 'activities',
  values: (f) => ({ title: f.title, description: f.description, activity_date: f.activityDate }),
  insertDefaults: (now) => ({ created_at: now.toISOString() }),
  async list(db, input, window) {
    let base = db.selectFrom('district_activities');
    if (input.search) base = base.where((eb) => eb.or([containsText('title', input.search), containsText('description', input.search)]));
    return fetchPage(base, base.select(['id', 'title', 'description', 'activity_date', 'image']).orderBy('activity_date', 'desc').orderBy('id', 'desc'), window);
  },
  toItem: (r: ActivityRow) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    activityDate: r.activity_date,
    image: mediaUrl(r.image, 'thumb') || null,
  }),
};
