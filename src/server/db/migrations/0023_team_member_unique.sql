-- Hand-written: a live database may already hold the same person twice on one project (two
-- concurrent adds before this index). Keep each person's oldest row, so their join date stays.
DELETE FROM "project_team_members" AS newer
  USING "project_team_members" AS older
  WHERE newer."project_id" = older."project_id"
    AND newer."user_id" = older."user_id"
    AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_team_members_project_user_key" ON "project_team_members" USING btree ("project_id","user_id");
