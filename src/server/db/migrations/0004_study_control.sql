CREATE TABLE "case_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"case_ids" integer[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_assignments_kind_check" CHECK ("case_assignments"."kind" in ('participant', 'arm', 'default'))
);
--> statement-breakpoint
CREATE TABLE "turn_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"stop" text,
	"note" text,
	"created_by_sub" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turn_corrections_stop_check" CHECK ("turn_corrections"."stop" in ('should_have_stopped', 'should_not_have_stopped'))
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "test_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "turn_corrections" ADD CONSTRAINT "turn_corrections_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_assignments_target_idx" ON "case_assignments" USING btree ("kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "turn_corrections_message_idx" ON "turn_corrections" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK ("cases"."status" in ('draft', 'published', 'retired'));