ALTER TABLE "riders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Riders registered before venues approved them keep working.
UPDATE "riders" SET "approved_at" = "created_at";
