CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_project_communications_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reads_user_idx" ON "message_reads" USING btree ("user_id");--> statement-breakpoint
-- Hand-written backfill: a reply somebody on the team had already read (read, replied or archived)
-- counts as read by every current member (the owner and the team members), so nobody finds old
-- replies unread after this migration. Replies still 'unread' stay unread for everyone.
INSERT INTO "message_reads" ("message_id", "user_id", "read_at")
  SELECT c."id", m."user_id", coalesce(c."read_at", c."created_at")
  FROM "project_communications" c
  JOIN (
    SELECT p."id" AS "project_id", p."created_by" AS "user_id" FROM "incubated_projects" p
      WHERE p."created_by" IS NOT NULL
    UNION
    SELECT t."project_id", t."user_id" FROM "project_team_members" t
  ) m ON m."project_id" = c."project_id"
  JOIN "users" u ON u."id" = m."user_id"
  WHERE c."message_type" = 'reply' AND c."status" <> 'unread'
  ON CONFLICT DO NOTHING;
