CREATE TABLE "application_recusals" (
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_recusals_application_id_reviewer_id_pk" PRIMARY KEY("application_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "application_review_scores" (
	"review_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	CONSTRAINT "application_review_scores_review_id_category_id_pk" PRIMARY KEY("review_id","category_id"),
	CONSTRAINT "application_review_scores_range" CHECK ("application_review_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "application_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_assignments_application_id_reviewer_id_pk" PRIMARY KEY("application_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_rubric_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"weight" double precision NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rubric_categories_weight_positive" CHECK ("review_rubric_categories"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"blind_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_recusals" ADD CONSTRAINT "application_recusals_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_scores" ADD CONSTRAINT "application_review_scores_review_id_application_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."application_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_review_scores" ADD CONSTRAINT "application_review_scores_category_id_review_rubric_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."review_rubric_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_application_id_incubator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."incubator_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_recusals_reviewer_idx" ON "application_recusals" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "application_review_scores_category_idx" ON "application_review_scores" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_reviews_app_reviewer_uq" ON "application_reviews" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "application_reviews_reviewer_idx" ON "application_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","application_id");