import type { LeaderCard } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { LeaderRow } from './repository.js';

export function toLeaderCard(row: LeaderRow | undefined): LeaderCard | null {
  if (!row) return null;
  return { memPhoto: mediaUrl(row.photo, 'thumb') || null, memName: row.name, club_name: row.club_name };
}
