-- Decision 0009, amended 2026-11-26: usd_conversion 'usd' means the amount is already in US dollars
-- and 'none' means no dollar value, which no dollar figure counts any more.
-- Figures recorded by hand (no network) were entered as dollars: they become 'usd', valued as entered.
UPDATE "project_capital_sources" SET "usd_conversion" = 'usd', "total_raised_usd" = round("total_raised", 2)
  WHERE "network_id" IS NULL AND "usd_conversion" = 'none';--> statement-breakpoint
UPDATE "project_capital_source_history" h SET "usd" = round(h."amount", 2)
  FROM "project_capital_sources" s
  WHERE s."id" = h."source_id" AND s."network_id" IS NULL AND s."usd_conversion" = 'usd' AND h."usd" IS NULL;--> statement-breakpoint
-- A chain source without a rate holds a token amount (AVAX, an ERC-20, a view's unit): nothing says it
-- is dollars, so it keeps 'none' and stops counting; an admin who meant dollars picks 'usd'.
UPDATE "project_capital_sources" SET "total_raised_usd" = NULL WHERE "usd_conversion" = 'none';--> statement-breakpoint
-- capital_raised of every project with sources, as the sync now sums it.
UPDATE "incubated_projects" p SET "capital_raised" = (
    SELECT coalesce(sum(CASE WHEN s."last_synced_at" IS NOT NULL AND s."usd_conversion" <> 'none'
      THEN s."total_raised_usd" END), 0)
    FROM "project_capital_sources" s WHERE s."project_id" = p."id"
  )
  WHERE EXISTS (SELECT 1 FROM "project_capital_sources" s WHERE s."project_id" = p."id");
