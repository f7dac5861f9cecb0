CREATE TABLE "incubated_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"current_phase" text DEFAULT 'development' NOT NULL,
	"created_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"website_url" text,
	"industry" text,
	"company_type" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_capital_target" numeric(20, 2),
	"capital_raised" numeric(20, 2),
	"project_stage" text,
	"onboarding_date" date,
	"social_links" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_capital_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"contract_name" text NOT NULL,
	"source_type" text DEFAULT 'other' NOT NULL,
	"chain_id" integer,
	"contract_address" text,
	"total_raised" numeric(20, 2) DEFAULT 0 NOT NULL,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"chain_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"rpc_url" text NOT NULL,
	"explorer_url" text NOT NULL,
	"is_testnet" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networks_chain_id_unique" UNIQUE("chain_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"company_type" text NOT NULL,
	"industry" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"user_agent" text,
	"submission_ip" text,
	"project_stage" text,
	"description" text,
	"website_url" text,
	"linkedin_url" text,
	"problem_statement" text,
	"solution" text,
	"target_market" text,
	"business_model" text,
	"technology_stack" text,
	"development_stage" text,
	"team_size" integer,
	"team_experience" text,
	"key_personnel" text,
	"current_funding" numeric(20, 2),
	"total_capital_target" numeric(20, 2),
	"expected_launch_date" date,
	"social_links" jsonb,
	"logo_url" text,
	"documents_url" text,
	"whitepaper_url" text,
	"user_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_applications_contact_email_lower" CHECK ("incubator_applications"."contact_email" = lower("incubator_applications"."contact_email"))
);
--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD CONSTRAINT "project_capital_sources_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD CONSTRAINT "project_team_members_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incubated_projects_listing_idx" ON "incubated_projects" USING btree ("is_active","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incubated_projects_created_by_idx" ON "incubated_projects" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "project_capital_sources_project_idx" ON "project_capital_sources" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_team_members_user_idx" ON "project_team_members" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_applications_contact_email_key" ON "incubator_applications" USING btree ("contact_email");--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_applications_idempotency_key" ON "incubator_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "incubator_applications_status_created_idx" ON "incubator_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incubator_applications_created_idx" ON "incubator_applications" USING btree ("created_at" DESC NULLS LAST);