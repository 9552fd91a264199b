import type { Greeting } from '@d320b/contract';
import { toMemberBrief } from '../shared/member-card.js';
import type { GreetingRow } from './repository.js';

export function toGreeting(row: GreetingRow): Greeting {
  return {
    ...toMemberBrief(row),
    greetingType: row.kind,
    marriageDay: row.marriage_day,
    dateOfBirth: row.date_of_birth,
  };
}
