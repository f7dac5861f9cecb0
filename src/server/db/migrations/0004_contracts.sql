CREATE TABLE "contract_abis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abi" jsonb NOT NULL,
	"abi_hash" text NOT NULL,
	"source" text NOT NULL,
	"standard_abi_id" uuid,
	"admin_functions_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"contract_address" text NOT NULL,
	"contract_abi_id" uuid NOT NULL,
	"label" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_standard_abis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contract_type" text NOT NULL,
	"abi" jsonb NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid,
	"product_id" uuid,
	"user_id" text,
	"function_name" text NOT NULL,
	"function_signature" text,
	"args" jsonb NOT NULL,
	"value" text DEFAULT '0' NOT NULL,
	"tx_hash" text NOT NULL,
	"chain_id" integer NOT NULL,
	"contract_address" text NOT NULL,
	"from_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"block_number" bigint,
	"gas_used" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_launch_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"deployment_id" uuid,
	"planned_launch_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text,
	"launched_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_launch_schedules_target" CHECK ("contract_launch_schedules"."product_id" IS NOT NULL OR "contract_launch_schedules"."deployment_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "profit_sharing_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"token_symbol" text NOT NULL,
	"tx_hash" text,
	"chain_id" integer,
	"distributed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_revenue_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"target_amount" numeric(20, 2) NOT NULL,
	"target_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"achieved_at" timestamp with time zone,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_abis" ADD CONSTRAINT "contract_abis_standard_abi_id_contract_standard_abis_id_fk" FOREIGN KEY ("standard_abi_id") REFERENCES "public"."contract_standard_abis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD CONSTRAINT "contract_deployments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD CONSTRAINT "contract_deployments_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD CONSTRAINT "contract_deployments_contract_abi_id_contract_abis_id_fk" FOREIGN KEY ("contract_abi_id") REFERENCES "public"."contract_abis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_deployment_id_contract_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."contract_deployments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_launch_schedules" ADD CONSTRAINT "contract_launch_schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_launch_schedules" ADD CONSTRAINT "contract_launch_schedules_deployment_id_contract_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."contract_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_sharing_distributions" ADD CONSTRAINT "profit_sharing_distributions_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_revenue_targets" ADD CONSTRAINT "project_revenue_targets_project_id_incubated_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."incubated_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_abis_hash_idx" ON "contract_abis" USING btree ("abi_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_deployments_product_chain_address_key" ON "contract_deployments" USING btree ("product_id","chain_id",lower("contract_address"));--> statement-breakpoint
CREATE INDEX "contract_deployments_network_idx" ON "contract_deployments" USING btree ("network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_standard_abis_name_key" ON "contract_standard_abis" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contract_standard_abis_type_idx" ON "contract_standard_abis" USING btree ("is_active","contract_type");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_transactions_chain_hash_key" ON "contract_transactions" USING btree ("chain_id",lower("tx_hash"));--> statement-breakpoint
CREATE INDEX "contract_transactions_deployment_idx" ON "contract_transactions" USING btree ("deployment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_transactions_product_idx" ON "contract_transactions" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_launch_schedules_date_idx" ON "contract_launch_schedules" USING btree ("planned_launch_date");--> statement-breakpoint
CREATE INDEX "profit_sharing_distributions_project_idx" ON "profit_sharing_distributions" USING btree ("project_id","distributed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_revenue_targets_project_date_idx" ON "project_revenue_targets" USING btree ("project_id","target_date");