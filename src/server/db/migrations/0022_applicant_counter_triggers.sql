-- Exact applicant counters without counting (decision 0020). application_status_totals holds the
-- applications per status, application_read_totals the applications each admin has read per
-- current status; unread = total - read. Triggers keep both in the writing transaction, whoever
-- writes (the app, a seed script, psql). Statement-level triggers with transition tables: a bulk
-- insert of 100,000 rows makes one upsert per status, not 100,000.
CREATE OR REPLACE FUNCTION application_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_status_totals (status, total)
    SELECT status, count(*) FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET total = application_status_totals.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_status_totals t SET total = t.total - d.n
    FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) d
    WHERE t.status = d.status;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A status change moves the application between totals, and moves its readers' read counts along.
CREATE OR REPLACE FUNCTION application_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT o.id, o.status AS from_status, n.status AS to_status
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status IS DISTINCT FROM n.status
  ),
  status_deltas AS (
    INSERT INTO application_status_totals (status, total)
      SELECT status, sum(delta) FROM (
        SELECT from_status AS status, -1 AS delta FROM moves
        UNION ALL
        SELECT to_status, 1 FROM moves
      ) d GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = application_status_totals.total + excluded.total
  )
  INSERT INTO application_read_totals (user_id, status, total)
    SELECT user_id, status, sum(delta) FROM (
      SELECT r.user_id, m.from_status AS status, -1 AS delta
        FROM moves m JOIN application_reads r ON r.application_id = m.id
      UNION ALL
      SELECT r.user_id, m.to_status, 1
        FROM moves m JOIN application_reads r ON r.application_id = m.id
    ) d GROUP BY user_id, status
    ON CONFLICT (user_id, status) DO UPDATE SET total = application_read_totals.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The reads go first, while the application (and so its status) is still there to count them by;
-- the foreign key's cascade then finds nothing left to delete.
CREATE OR REPLACE FUNCTION application_reads_before_application_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_reads WHERE application_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_status_totals;
  DELETE FROM application_read_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Reads are inserted and deleted, never re-pointed at another application or admin (read_at is
-- the only column ever updated), so inserts and deletes are all the read counts follow.
CREATE OR REPLACE FUNCTION application_read_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_read_totals (user_id, status, total)
    SELECT r.user_id, a.status, count(*) FROM new_rows r
      JOIN incubator_applications a ON a.id = r.application_id
      GROUP BY r.user_id, a.status
    ON CONFLICT (user_id, status) DO UPDATE SET total = application_read_totals.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_read_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_read_totals t SET total = t.total - d.n
    FROM (
      SELECT r.user_id, a.status, count(*) AS n FROM old_rows r
        JOIN incubator_applications a ON a.id = r.application_id
        GROUP BY r.user_id, a.status
    ) d
    WHERE t.user_id = d.user_id AND t.status = d.status;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_read_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_read_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER application_totals_inserted AFTER INSERT ON incubator_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_inserted();--> statement-breakpoint
CREATE TRIGGER application_totals_updated AFTER UPDATE ON incubator_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_totals_updated();--> statement-breakpoint
CREATE TRIGGER application_totals_deleted AFTER DELETE ON incubator_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_deleted();--> statement-breakpoint
CREATE TRIGGER application_reads_before_application_deleted BEFORE DELETE ON incubator_applications
  FOR EACH ROW EXECUTE FUNCTION application_reads_before_application_deleted();--> statement-breakpoint
CREATE TRIGGER application_totals_truncated AFTER TRUNCATE ON incubator_applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_totals_truncated();--> statement-breakpoint
CREATE TRIGGER application_read_totals_inserted AFTER INSERT ON application_reads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_read_totals_inserted();--> statement-breakpoint
CREATE TRIGGER application_read_totals_deleted AFTER DELETE ON application_reads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_read_totals_deleted();--> statement-breakpoint
CREATE TRIGGER application_read_totals_truncated AFTER TRUNCATE ON application_reads
  FOR EACH STATEMENT EXECUTE FUNCTION application_read_totals_truncated();--> statement-breakpoint
-- Backfill from the rows already there (the tables are new, so they start empty).
INSERT INTO application_status_totals (status, total)
  SELECT status, count(*) FROM incubator_applications GROUP BY status;--> statement-breakpoint
INSERT INTO application_read_totals (user_id, status, total)
  SELECT r.user_id, a.status, count(*) FROM application_reads r
    JOIN incubator_applications a ON a.id = r.application_id
    GROUP BY r.user_id, a.status;
