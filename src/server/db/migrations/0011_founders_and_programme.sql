CREATE TABLE "project_communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"subject" text NOT NULL,
	"message_content" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"message_type" text DEFAULT 'message' NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" text,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_day" integer NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "project_role" text;--> statement-breakpoint
ALTER TABLE "project_communications" ADD CONSTRAINT "project_communications_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_communications_thread_idx" ON "project_communications" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_communications_unread_idx" ON "project_communications" USING btree ("message_type","status") WHERE "project_communications"."status" = 'unread';--> statement-breakpoint
CREATE INDEX "project_communications_pending_idx" ON "project_communications" USING btree ("created_at") WHERE "project_communications"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "project_milestones_project_idx" ON "project_milestones" USING btree ("project_id","due_day");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;