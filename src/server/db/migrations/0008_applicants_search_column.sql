-- Applicant search matches search_text LIKE '%term%'. A stored generated column (not in the drizzle
-- schema on purpose: nothing writes or selects it) replaces 0007's expression: a scan then reads
-- ready-made lowercase text instead of concatenating and lowering three columns per row, and the
-- planner costs the trigram index on a plain column sensibly. Same pg_trgm fallback as 0007.
ALTER TABLE incubator_applications
  ADD COLUMN IF NOT EXISTS search_text text
  GENERATED ALWAYS AS (lower(name || ' ' || contact_name || ' ' || contact_email)) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS incubator_applications_search_trgm_idx;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS incubator_applications_search_text_trgm_idx '
      || 'ON incubator_applications USING gin (search_text gin_trgm_ops)';
  END IF;
END $$;
