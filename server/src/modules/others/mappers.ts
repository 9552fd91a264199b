import type { OtherType, OtherTypeData } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { OtherEntryRow } from './repository.js';

/** Page titles, as the Others tiles name them. */
export const OTHER_TITLES: Record<OtherType, string> = {
  mocouncils: 'M.Council',
  inteo: 'Int E.O',
  intdir: 'Int. Dir',
  pastintdir: 'Past Int. Dir',
  resource: 'Resources',
};

// The page shows one picture per card, full width: display size.
const picture = (key: string | null) => mediaUrl(key, 'display') || null;

/** Each type has its own wire field names (docs/product.md §2.11). */
export function toOtherItems(type: OtherType, rows: OtherEntryRow[]): OtherTypeData {
  switch (type) {
    case 'mocouncils':
      return rows.map((r) => ({ Position: r.heading, ProfilePic: picture(r.picture), PersonName: r.person_name, Profile: r.body }));
    case 'inteo':
      return rows.map((r) => ({
        ieoPosition: r.heading,
        ieoProfilePic: picture(r.picture),
        ieoPersonName: r.person_name,
        acYear: r.year_label,
        ieoProfile: r.body,
      }));
    case 'intdir':
    case 'pastintdir':
      return rows.map((r) => ({
        idPosition: r.heading,
        idProfilePic: picture(r.picture),
        idPersonName: r.person_name,
        acYear: r.year_label,
        idProfile: r.body,
      }));
    case 'resource':
      return rows.map((r) => ({ grTitle: r.heading, grPic: picture(r.picture), grDesc: r.body }));
  }
}
