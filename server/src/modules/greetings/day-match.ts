/**
 * Which stored month-days ('MM-DD', the members.birth_md / marriage_md
 * columns) are greeted on a calendar date. The greetings list and the
 * dashboard's "Today's Celebrations" counts both go through this one
 * function, so they can never disagree.
 *
 * 29 February: in a non-leap year the date does not exist, so members born
 * (or married) on 29 February are greeted on 28 February, together with the
 * 28 February members. In a leap year 29 February is an ordinary day and
 * 28 February greets only its own.
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `date` is a valid 'YYYY-MM-DD'; the answer is never empty. */
export function greetedMonthDays(date: string): string[] {
  const year = Number(date.slice(0, 4));
  const md = date.slice(5, 10);
  if (md === '02-28' && !isLeapYear(year)) return ['02-28', '02-29'];
  return [md];
}

/** 'MM-DD' of a stored date: what birth_md / marriage_md hold (computed by db/member-writer.ts). */
export { monthDayOf } from '../../db/member-writer.js';
