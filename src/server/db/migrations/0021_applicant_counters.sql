CREATE TABLE "application_read_totals" (
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_read_totals_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
CREATE TABLE "application_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "incubator_applications_updated_idx" ON "incubator_applications" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incubator_applications_status_updated_idx" ON "incubator_applications" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);