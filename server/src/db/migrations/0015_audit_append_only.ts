/**
 * The audit log is append-only in the database, not only by convention (docs/security.md).
 *
 * - DELETE of an audit row (and TRUNCATE, on PostgreSQL) is refused.
 * - UPDATE is refused, with one exception: an erasure (a member's completed deletion request)
 *   blanks the values of the audit rows about that member. Allowed is exactly that: old_value and
 *   new_value set to NULL, every other column unchanged, on a row about a member (entity 'member',
 *   'member_privacy' or 'member_business') whose erasure request is completed. Who, which field and
 *   when stay.
 *
 * The refusal is an error with the text "audit_log is append-only" (SQLite RAISE(ABORT), PostgreSQL
 * exception SQLSTATE 55000), so the writing transaction rolls back.
 *
 * Frozen once shipped, like every migration.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
          AND NEW.id IS NOT DISTINCT FROM OLD.id
          AND NEW.event_id IS NOT DISTINCT FROM OLD.event_id
          AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
          AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
          AND NEW.action IS NOT DISTINCT FROM OLD.action
          AND NEW.entity IS NOT DISTINCT FROM OLD.entity
          AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
          AND NEW.field IS NOT DISTINCT FROM OLD.field
          AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
          AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at
          AND NEW.old_value IS NULL AND NEW.new_value IS NULL
          AND OLD.entity IN ('member', 'member_privacy', 'member_business')
          AND EXISTS (SELECT 1 FROM erasure_requests e WHERE e.member_id = OLD.entity_id AND e.completed_at IS NOT NULL)
        THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '55000';
      END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      WHEN NOT (
        NEW.id IS OLD.id
        AND NEW.event_id IS OLD.event_id
        AND NEW.actor_id IS OLD.actor_id
        AND NEW.actor_role IS OLD.actor_role
        AND NEW.action IS OLD.action
        AND NEW.entity IS OLD.entity
        AND NEW.entity_id IS OLD.entity_id
        AND NEW.field IS OLD.field
        AND NEW.request_id IS OLD.request_id
        AND NEW.created_at IS OLD.created_at
        AND NEW.old_value IS NULL AND NEW.new_value IS NULL
        AND OLD.entity IN ('member', 'member_privacy', 'member_business')
        AND EXISTS (SELECT 1 FROM erasure_requests e WHERE e.member_id = OLD.entity_id AND e.completed_at IS NOT NULL)
      )
      BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log`.execute(db);
    await sql`DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log`.execute(db);
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS audit_log_no_update`.execute(db);
    await sql`DROP TRIGGER IF EXISTS audit_log_no_delete`.execute(db);
  }
}
