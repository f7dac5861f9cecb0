-- Applicant search (GET /api/admin/applications?search=) matches
-- lower(name || ' ' || contact_name || ' ' || contact_email) LIKE '%term%'.
-- Where pg_trgm can be created (PostgreSQL with contrib), a trigram GIN index on exactly that
-- expression serves the search; elsewhere (PGlite, or no permission) the same query scans, which
-- is fine at the embedded scale. The exception block keeps the migration from failing there.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm not available (%), applicant search runs without a trigram index', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS incubator_applications_search_trgm_idx ON incubator_applications '
      || 'USING gin (lower(name || '' '' || contact_name || '' '' || contact_email) gin_trgm_ops)';
  END IF;
END $$;
