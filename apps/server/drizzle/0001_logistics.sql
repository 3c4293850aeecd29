CREATE TABLE "rider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_contact_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"security_code_hash" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_position_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_stacks" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"branch_contact_id" text NOT NULL,
	"status" text NOT NULL,
	"rider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_stacks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"branch_contact_id" text NOT NULL,
	"provider_name" text DEFAULT 'OWN_FLEET' NOT NULL,
	"status" text NOT NULL,
	"rider_id" text,
	"stack_id" text,
	"stacking_order" integer DEFAULT 0 NOT NULL,
	"return_shipment" boolean DEFAULT false NOT NULL,
	"security_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_sessions" ADD CONSTRAINT "rider_sessions_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stacks" ADD CONSTRAINT "shipment_stacks_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stacks" ADD CONSTRAINT "shipment_stacks_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_stack_id_shipment_stacks_id_fk" FOREIGN KEY ("stack_id") REFERENCES "public"."shipment_stacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_sessions_rider_idx" ON "rider_sessions" USING btree ("rider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "riders_branch_contact_phone_idx" ON "riders" USING btree ("branch_contact_id","phone");--> statement-breakpoint
CREATE INDEX "shipment_stacks_branch_contact_status_idx" ON "shipment_stacks" USING btree ("branch_contact_id","status");--> statement-breakpoint
CREATE INDEX "shipments_branch_contact_status_idx" ON "shipments" USING btree ("branch_contact_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_rider_idx" ON "shipments" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "shipments_stack_idx" ON "shipments" USING btree ("stack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_open_per_order_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" not in ('DELIVERED', 'DRIVER_CANCELED', 'RETURNED');