-- The public reads (projects list, public stats, transparency) are served from memory until the
-- rows behind them change. Every writer (this app on any instance, seed scripts, psql) tells
-- every instance through this NOTIFY, sent on commit and merged per transaction by PostgreSQL.
CREATE OR REPLACE FUNCTION hatchery_public_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hatchery_public', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER incubated_projects_public_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON incubated_projects
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_public_changed();
--> statement-breakpoint
CREATE TRIGGER incubator_applications_public_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status ON incubator_applications
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_public_changed();
--> statement-breakpoint
CREATE TRIGGER project_capital_sources_public_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_capital_sources
  FOR EACH STATEMENT EXECUTE FUNCTION hatchery_public_changed();
