CREATE TABLE "project_capital_source_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"amount" numeric(48, 18) NOT NULL,
	"usd" numeric(20, 2),
	"block_number" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_capital_sources" ALTER COLUMN "total_raised" SET DATA TYPE numeric(48, 18);--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "network_id" uuid;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "measurement" text DEFAULT 'native_balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "token_address" text;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "function_name" text;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "function_abi" jsonb;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "amount_decimals" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "usd_conversion" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "usd_rate" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "aggregator_address" text;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "aggregator_decimals" integer;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "total_raised_usd" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "last_block_number" bigint;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "multicall_address" text;--> statement-breakpoint
ALTER TABLE "project_capital_source_history" ADD CONSTRAINT "project_capital_source_history_source_id_project_capital_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."project_capital_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_capital_source_history_source_idx" ON "project_capital_source_history" USING btree ("source_id","at");--> statement-breakpoint
ALTER TABLE "project_capital_sources" ADD CONSTRAINT "project_capital_sources_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Multicall3 sits at the same address on Avalanche and Fuji (and most EVM chains).
UPDATE "networks" SET "multicall_address" = '0xcA11bde05977b3631167028862bE2a173976CA11' WHERE "chain_id" IN (43114, 43113);--> statement-breakpoint
UPDATE "project_capital_sources" s SET "network_id" = n."id" FROM "networks" n WHERE s."chain_id" = n."chain_id" AND s."network_id" IS NULL;
