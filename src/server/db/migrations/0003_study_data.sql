CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observer_assessment_revisions" (
	"assessment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"participant_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by_sub" text NOT NULL,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observer_assessment_revisions_assessment_id_version_pk" PRIMARY KEY("assessment_id","version")
);
--> statement-breakpoint
CREATE TABLE "observer_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" text NOT NULL,
	"time_point" text NOT NULL,
	"arm" text NOT NULL,
	"assessor" text NOT NULL,
	"case_id" integer,
	"case_title" text,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_by_sub" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "observer_assessments_time_point_check" CHECK ("observer_assessments"."time_point" in ('pre', 'post')),
	CONSTRAINT "observer_assessments_arm_check" CHECK ("observer_assessments"."arm" in ('chatbot', 'simulation'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "state_after" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "observer_assessment_revisions" ADD CONSTRAINT "observer_assessment_revisions_assessment_id_observer_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."observer_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_assessments" ADD CONSTRAINT "observer_assessments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "observer_assessment_revisions_participant_idx" ON "observer_assessment_revisions" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "observer_assessments_participant_idx" ON "observer_assessments" USING btree ("participant_id","created_at");