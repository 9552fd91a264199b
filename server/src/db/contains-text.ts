import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" on a text column, the same on SQLite and PostgreSQL (plain LIKE is
 * case-sensitive on PostgreSQL). The typed text is escaped so % and _ match literally.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}
