DROP INDEX "incubator_applications_status_created_idx";--> statement-breakpoint
DROP INDEX "incubator_applications_created_idx";--> statement-breakpoint
CREATE INDEX "incubator_applications_industry_created_idx" ON "incubator_applications" USING btree ("industry","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incubator_applications_industry_name_idx" ON "incubator_applications" USING btree ("industry","name" NULLS FIRST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "incubator_applications_status_created_idx" ON "incubator_applications" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incubator_applications_created_idx" ON "incubator_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Public reads and applicant counts are kept in memory until the rows behind them change. Every
-- writer (this app on any instance, seed scripts, psql) tells every instance through this NOTIFY,
-- sent on commit, naming the table; PostgreSQL merges duplicates within a transaction.
CREATE OR REPLACE FUNCTION hatchery_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hatchery_public', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER incubated_projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON incubated_projects
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_table_changed();--> statement-breakpoint
CREATE TRIGGER incubator_applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON incubator_applications
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_table_changed();--> statement-breakpoint
CREATE TRIGGER project_capital_sources_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_capital_sources
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_table_changed();--> statement-breakpoint
CREATE TRIGGER application_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON application_reads
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_table_changed();
