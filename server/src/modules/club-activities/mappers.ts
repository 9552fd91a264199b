import type { ClubActivity, ClubOption } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { ClubActivityRow } from './repository.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-01-05' → '05 Jan 2025' (the card's display date; no time zone involved). */
export function displayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

export function toClubActivity(row: ClubActivityRow, size: ImageSize): ClubActivity {
  return {
    cald: row.id,
    clubld: row.club_id,
    caTitle: row.title,
    caDesc: row.description,
    caDate: row.activity_date,
    caDatee: displayDate(row.activity_date),
    calmage: mediaUrl(row.image, size) || null,
    club_name: row.club_name,
    club: { clubName: row.club_name },
  };
}

export function toClubOption(row: { id: number; name: string }): ClubOption {
  return { clubld: row.id, clubName: row.name };
}
