import type { Greeting } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { GreetingRow } from './repository.js';

export function toGreeting(row: GreetingRow): Greeting {
  return {
    memId: row.id,
    memName: row.name,
    memPhoto: mediaUrl(row.photo, 'thumb') || null,
    clubName: row.club_name,
    mobileNumber: row.mobile_number,
    greetingType: row.kind,
    marriageDay: row.marriage_day,
    dateOfBirth: row.date_of_birth,
  };
}
