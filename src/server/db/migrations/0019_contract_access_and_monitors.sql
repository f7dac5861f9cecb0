CREATE TABLE "chain_log_cursors" (
	"deployment_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_log_cursors_deployment_id_purpose_pk" PRIMARY KEY("deployment_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "contract_access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" text,
	"account" text NOT NULL,
	"actor" text,
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"block_time" timestamp with time zone,
	"tx_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"event_name" text,
	"condition" text,
	"webhook_url" text,
	"webhook_secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"summary" text NOT NULL,
	"args" jsonb NOT NULL,
	"tx_hash" text,
	"block_number" bigint,
	"webhook_status" text DEFAULT 'none' NOT NULL,
	"webhook_attempts" integer DEFAULT 0 NOT NULL,
	"webhook_last_error" text,
	"webhook_next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_log_cursors" ADD CONSTRAINT "chain_log_cursors_deployment_id_contract_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."contract_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_access_events" ADD CONSTRAINT "contract_access_events_deployment_id_contract_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."contract_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_monitors" ADD CONSTRAINT "contract_monitors_deployment_id_contract_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."contract_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_monitor_id_contract_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."contract_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_access_events_log_key" ON "contract_access_events" USING btree ("deployment_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "contract_access_events_deployment_idx" ON "contract_access_events" USING btree ("deployment_id","kind");--> statement-breakpoint
CREATE INDEX "contract_monitors_deployment_idx" ON "contract_monitors" USING btree ("deployment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_alerts_dedupe_key" ON "monitor_alerts" USING btree ("monitor_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "monitor_alerts_created_idx" ON "monitor_alerts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitor_alerts_webhook_due_idx" ON "monitor_alerts" USING btree ("webhook_status","webhook_next_attempt_at");