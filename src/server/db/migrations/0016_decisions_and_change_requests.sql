CREATE TABLE "application_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"message" text NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "application_change_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "decision_mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_decisions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"message" text,
	"send_email" boolean DEFAULT true NOT NULL,
	"mail_text" jsonb,
	"held_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_change_requests" ADD CONSTRAINT "application_change_requests_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_decisions" ADD CONSTRAINT "held_decisions_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_change_requests_app_idx" ON "application_change_requests" USING btree ("application_id","created_at");