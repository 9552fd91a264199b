/**
 * The member card: photo, name, club and mobile of one member. Most lists
 * (directory, club managers, leaders, business owners, greetings, members)
 * show it, under their own wire names; the row side is the same everywhere.
 * The mobile is shown only where the member's privacy setting lets the viewer
 * see it (access/privacy.ts); otherwise the card carries ''.
 */
import type { MemberBrief } from '@d320b/contract';
import { sql } from 'kysely';
import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import { mediaUrl, type ImageSize } from '../../lib/media.js';

/** The member's privacy level for their mobile (null = no settings = 'district'), for a query on `members as m`. */
export const mobileLevelColumn = sql<FieldVisibility | null>`(select pv.mobile from member_privacy pv where pv.member_id = m.id)`.as(
  'member_mobile_level',
);

/**
 * The member's club name by a subquery, for a query on `members as m` alone: on SQLite a statement
 * joining tables is planned again on every run with a bound parameter (decision 133).
 */
export const clubNameColumn = sql<string>`(select c.name from clubs c where c.id = m.club_id)`.as('club_name');

/** The card's columns of the member's own row (with their mobile's privacy level), for a query on `members as m`. */
const memberCardOwnColumns = [
  'm.id as member_id',
  'm.name as member_name',
  'm.photo as member_photo',
  'm.mobile_number as member_mobile',
  'm.club_id as member_club_id',
  mobileLevelColumn,
] as const;

/** For repositories: the card's columns of a query that joins `members as m` and `clubs as c` (the member's club). */
export const memberCardColumns = [...memberCardOwnColumns, 'c.name as club_name'] as const;

/** The card's columns of a query on `members as m` alone (the club's name by a subquery). */
export const memberCardColumnsAlone = [...memberCardOwnColumns, clubNameColumn] as const;

/** The columns a card's mobile needs (id, club and privacy level), for queries that pick their own. */
export interface CardMobileRow {
  member_id: number;
  member_mobile: string;
  member_club_id: number;
  member_mobile_level: FieldVisibility | null;
}

export interface MemberCardRow extends CardMobileRow {
  member_name: string;
  member_photo: string | null;
  club_name: string;
}

/** The card's mobile as the viewer may see it ('' when hidden). */
export function cardMobile(row: CardMobileRow, viewer: Viewer): string {
  return canSee(viewer, { id: row.member_id, clubId: row.member_club_id }, 'mobile', row.member_mobile_level) ? row.member_mobile : '';
}

/** Lists show thumbnails; a detail view passes 'display'. */
export function toMemberBrief(row: MemberCardRow, viewer: Viewer, photoSize: ImageSize = 'thumb'): MemberBrief {
  return {
    memId: row.member_id,
    memName: row.member_name,
    memPhoto: mediaUrl(row.member_photo, photoSize) || null,
    mobileNumber: cardMobile(row, viewer),
    clubName: row.club_name,
  };
}
