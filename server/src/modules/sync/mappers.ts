/**
 * Database rows → the compact wire rows of `sync/delta` (keys in packages/contract/src/sync.ts).
 *
 * memberForSync is the one place that decides what of a member leaves the server for the
 * offline copy: per-field privacy (a member hiding their mobile, birthday, ...) belongs there.
 */
import type { SyncCollection, SyncRow } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { SqlRow } from './repository.js';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const int = (v: unknown): number => Number(v);
const thumb = (v: unknown) => mediaUrl(text(v), 'thumb');
const display = (v: unknown) => mediaUrl(text(v), 'display');

/** What of an active member the offline copy holds (what the member screens show). */
export function memberForSync(r: SqlRow): SyncRow<'m'> {
  return {
    i: int(r.id),
    c: int(r.club_id),
    n: str(r.name),
    p: thumb(r.photo),
    f: text(r.profession),
    mo: str(r.mobile_number),
    ph: text(r.phone_number),
    e: text(r.email),
    w: text(r.website),
    a: text(r.postal_address),
    b: text(r.date_of_birth),
    md: text(r.marriage_day),
    s: text(r.spouse),
    ps: text(r.positions_held),
    ab: text(r.about_me),
    mn: text(r.membership_number),
    j: text(r.date_of_joining),
    sb: text(r.sponsored_by),
  };
}

type Mappers = { [K in SyncCollection]: (r: SqlRow) => SyncRow<K> };

export const toWire: Mappers = {
  ay: (r) => ({ i: int(r.id), n: str(r.name), cur: int(r.is_current) === 1 ? 1 : 0 }),
  c: (r) => ({
    i: int(r.id), n: str(r.name), no: text(r.club_number), cp: text(r.charter_president), ec: text(r.extension_chairman),
    mo: text(r.meets_on), mp: text(r.meeting_place), sb: text(r.sponsored_by), cd: text(r.charter_date), l: thumb(r.logo),
  }),
  m: memberForSync,
  o: (r) => ({ i: int(r.id), c: int(r.club_id), m: int(r.member_id), p: str(r.position), o: int(r.sort) }),
  g: (r) => ({
    i: int(r.id), m: int(r.member_id), t: str(r.profile_type), y: r.academic_year_id === null ? null : int(r.academic_year_id),
    sl: text(r.slogan), pr: text(r.profile), fp: display(r.family_pic), lp: display(r.logo_pic), tp: display(r.theme_pic), o: int(r.sort),
  }),
  cc: (r) => ({ i: int(r.id), n: str(r.name), ic: thumb(r.icon_image), o: int(r.sort) }),
  cy: (r) => ({ i: int(r.id), c: int(r.category_id) }),
  cm: (r) => ({ i: int(r.id), y: int(r.cabinet_year_id), m: int(r.member_id), p: str(r.position), o: int(r.sort) }),
  r: (r) => ({ i: int(r.id), n: str(r.name), o: int(r.sort) }),
  rm: (r) => ({ i: int(r.id), r: int(r.region_id), m: int(r.member_id), p: str(r.role_name), o: int(r.sort) }),
  z: (r) => ({ i: int(r.id), r: int(r.region_id), n: str(r.name), o: int(r.sort), cl: ((r.club_ids as number[] | undefined) ?? []).map(int) }),
  zm: (r) => ({ i: int(r.id), z: int(r.zone_id), m: int(r.member_id), p: str(r.role_name), o: int(r.sort) }),
  mj: (r) => ({ i: int(r.id), m: int(r.member_id), t: str(r.mj_type), y: text(r.year_achieved) }),
  gr: (r) => ({ i: int(r.id), m: int(r.member_id), t: str(r.grad_type), y: text(r.year_graduated) }),
  bc: (r) => ({ i: int(r.id), n: str(r.title), im: thumb(r.image), o: int(r.sort) }),
  b: (r) => ({
    i: int(r.id), m: int(r.member_id), c: int(r.category_id), n: str(r.title), d: str(r.description), w: text(r.website), im: thumb(r.image),
  }),
  ev: (r) => ({ i: int(r.id), n: str(r.title), d: str(r.description), s: str(r.start_date), e: text(r.end_date), im: thumb(r.image) }),
};
