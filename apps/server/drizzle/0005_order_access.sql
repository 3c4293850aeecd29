CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token" text;
--> statement-breakpoint
-- Orders placed before links had a secret get one: 244 random bits from two v4 UUIDs (a CSPRNG).
UPDATE "orders" SET "access_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "access_token" IS NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "access_token" SET NOT NULL;