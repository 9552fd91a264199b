/**
 * Member search text and query parsing. Pure functions: the repository turns
 * the parsed terms into index lookups.
 */

/** The members.search_text value; computed by the one member writer (db/member-writer.ts). */
export { memberSearchText } from '../../db/member-writer.js';

/**
 * Terms that must all appear in search_text (lower-case, no duplicates). A query made only of
 * digits, spaces, dashes, brackets and a leading + is a phone number: its digits form one term,
 * without a +91/91/0 prefix. Anything else is split into words, so "ramesh anna nagar" finds Ramesh
 * of Anna Nagar club. One definition for the server and the web's offline search.
 */
export { parseMemberQuery } from '@d320b/contract';
