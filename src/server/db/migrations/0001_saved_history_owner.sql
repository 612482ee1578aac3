ALTER TABLE "saved_histories" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "saved_histories" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;