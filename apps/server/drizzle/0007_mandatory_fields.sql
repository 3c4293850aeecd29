ALTER TABLE "branch_contacts" ADD COLUMN "mandatory_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_contacts" ADD COLUMN "mandatory_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installed_app" boolean DEFAULT false NOT NULL;