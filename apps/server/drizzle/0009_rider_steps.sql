CREATE TABLE "rider_steps" (
	"key" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_steps" ADD CONSTRAINT "rider_steps_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_steps_rider_idx" ON "rider_steps" USING btree ("rider_id");