CREATE TABLE "application_security_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"submission_ip" text,
	"user_agent" text,
	"security_flags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "application_security_audit" ADD CONSTRAINT "application_security_audit_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_security_audit_created_idx" ON "application_security_audit" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_security_audit_ip_idx" ON "application_security_audit" USING btree ("submission_ip","created_at" DESC NULLS LAST);