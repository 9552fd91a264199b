import type { Greeting } from '@d320b/contract';
import { applyPrivacy, type Viewer } from '../../access/privacy.js';
import { toMemberBrief } from '../shared/member-card.js';
import type { GreetingRow } from './repository.js';

/** 'MM-DD' → '--MM-DD': a greeting shows day and month, never the year (data minimisation). */
export function monthDayOnly(monthDay: string | null): string | null {
  return monthDay ? `--${monthDay}` : null;
}

export function toGreeting(row: GreetingRow, viewer: Viewer): Greeting {
  const dates = applyPrivacy(
    viewer,
    { id: row.member_id, clubId: row.member_club_id },
    { birthday: row.birthday_level ?? 'district', marriage: row.marriage_level ?? 'district' },
    { marriageDay: row.marriage_md, dateOfBirth: row.birth_md },
  );
  return {
    ...toMemberBrief(row, viewer),
    greetingType: row.kind,
    marriageDay: monthDayOnly(dates.marriageDay),
    dateOfBirth: monthDayOnly(dates.dateOfBirth),
  };
}
