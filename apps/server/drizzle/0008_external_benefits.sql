ALTER TABLE "orders" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_external_reference" text;