ALTER TABLE "networks" ADD COLUMN "explorer_api_url" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "explorer_api_key" text;--> statement-breakpoint
ALTER TABLE "contract_abis" ADD COLUMN "source_text" text;--> statement-breakpoint
ALTER TABLE "contract_abis" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD COLUMN "proxy_kind" text;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD COLUMN "implementation_address" text;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD COLUMN "implementation_abi_id" uuid;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD COLUMN "implementation_abi_address" text;--> statement-breakpoint
ALTER TABLE "contract_deployments" ADD CONSTRAINT "contract_deployments_implementation_abi_id_contract_abis_id_fk" FOREIGN KEY ("implementation_abi_id") REFERENCES "public"."contract_abis"("id") ON DELETE set null ON UPDATE no action;