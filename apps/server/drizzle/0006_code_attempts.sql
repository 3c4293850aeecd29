ALTER TABLE "riders" ADD COLUMN "security_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "security_code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivery_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivery_code_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivery_code_waiver_reason" text;