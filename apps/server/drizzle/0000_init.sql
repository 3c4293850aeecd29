CREATE TABLE "abandoned_carts" (
	"phone" text NOT NULL,
	"branch_contact_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"email" text,
	"order_mode_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'ABANDONED' NOT NULL,
	"navigation_event" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_carts_phone_branch_contact_id_pk" PRIMARY KEY("phone","branch_contact_id")
);
--> statement-breakpoint
CREATE TABLE "branch_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"call_phone" text,
	"whatsapp_phone" text,
	"mandatory_email" boolean DEFAULT false NOT NULL,
	"reachable_by_delivery" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"orders_console_active" boolean DEFAULT true NOT NULL,
	"between_streets_required" boolean DEFAULT false NOT NULL,
	"own_fleet" boolean DEFAULT false NOT NULL,
	"working_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nps_avg" double precision,
	"nps_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "branch_contacts_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT 'ar' NOT NULL,
	"time_zone" text DEFAULT 'America/Argentina/Buenos_Aires' NOT NULL,
	"look" jsonb NOT NULL,
	CONSTRAINT "branches_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "code_validations" (
	"code_id" text NOT NULL,
	"phone" text NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_validations_code_id_phone_pk" PRIMARY KEY("code_id","phone")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "companies_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_points_balance_non_negative" CHECK ("customers"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_contact_id" text NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"cash_fee" bigint DEFAULT 0 NOT NULL,
	"minimum_order" bigint DEFAULT 0 NOT NULL,
	"free_delivery_from" bigint,
	"couriers_available" boolean DEFAULT true NOT NULL,
	"cash_couriers_available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diner_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" double precision NOT NULL,
	"minimum_order_amount" bigint,
	"maximum_discount_amount" bigint,
	"plate" jsonb,
	"category" jsonb,
	"first_time_use" boolean DEFAULT false NOT NULL,
	"limited_usage" boolean DEFAULT false NOT NULL,
	"external_benefit_type" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"icon" text NOT NULL,
	"color" text,
	"text_color" text
);
--> statement-breakpoint
CREATE TABLE "loyalty_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_code" text NOT NULL,
	"amount" integer NOT NULL,
	"post_balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"branch_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_percentage" double precision NOT NULL,
	"min_redeemed_points" integer NOT NULL,
	"max_redeemed_points" integer NOT NULL,
	"max_redeemed_percentage" double precision NOT NULL,
	"supports_discounts" boolean DEFAULT true NOT NULL,
	"branch_contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"branch_contact_id" text,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_customizations" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"resource" text NOT NULL,
	"display_type" text,
	"theme" text,
	"commands" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_modes" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_contact_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"type" text NOT NULL,
	"show_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_enabled" boolean DEFAULT true NOT NULL,
	"use_schedule" boolean DEFAULT false NOT NULL,
	"availability" text DEFAULT 'now' NOT NULL,
	"min_delay_in_minutes" integer,
	"max_delay_in_minutes" integer,
	"payment_types" jsonb NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_fee" bigint DEFAULT 0 NOT NULL,
	"percentage_user_fee_bp" integer DEFAULT 0 NOT NULL,
	"general_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"general_surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"branch_contact_id" text NOT NULL,
	"order_mode_id" text NOT NULL,
	"customer_id" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"payment_type_id" text NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"online_payment" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"surcharges" jsonb NOT NULL,
	"items_price" bigint DEFAULT 0 NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"user_service_fee" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"pays_with" bigint,
	"notes" text,
	"destination" jsonb,
	"table_uid" text,
	"customer_name" text,
	"phone" text,
	"email" text,
	"document" text,
	"scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'DIRECT' NOT NULL,
	"discount_code" text,
	"redeemed_points" integer DEFAULT 0 NOT NULL,
	"gained_points" integer DEFAULT 0 NOT NULL,
	"order_text" text,
	"error_report" jsonb,
	"request" jsonb NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"reward_id" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_reward_id_phone_pk" PRIMARY KEY("reward_id","phone")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"order_id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"general_nps_answer" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_contact_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_contacts" ADD CONSTRAINT "branch_contacts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_validations" ADD CONSTRAINT "code_validations_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_customizations" ADD CONSTRAINT "menu_customizations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_modes" ADD CONSTRAINT "order_modes_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_modes" ADD CONSTRAINT "order_modes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_reward_id_loyalty_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_branch_contact_id_branch_contacts_id_fk" FOREIGN KEY ("branch_contact_id") REFERENCES "public"."branch_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_contacts_branch_idx" ON "branch_contacts" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_branch_phone_idx" ON "customers" USING btree ("branch_id","phone");--> statement-breakpoint
CREATE INDEX "delivery_zones_branch_contact_idx" ON "delivery_zones" USING btree ("branch_contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_branch_code_idx" ON "discount_codes" USING btree ("branch_id","code");--> statement-breakpoint
CREATE INDEX "loyalty_movements_customer_idx" ON "loyalty_movements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_modes_branch_contact_idx" ON "order_modes" USING btree ("branch_contact_id");--> statement-breakpoint
CREATE INDEX "orders_branch_contact_idx" ON "orders" USING btree ("branch_contact_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone","branch_contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_idx" ON "payments" USING btree ("token");