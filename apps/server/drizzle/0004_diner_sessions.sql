CREATE TABLE "diner_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "diner_sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diner_sessions" ADD CONSTRAINT "diner_sessions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_sign_in_codes" ADD CONSTRAINT "diner_sign_in_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diner_sessions_phone_idx" ON "diner_sessions" USING btree ("branch_id","phone");--> statement-breakpoint
CREATE INDEX "diner_sign_in_codes_phone_idx" ON "diner_sign_in_codes" USING btree ("branch_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_messages_to_idx" ON "sandbox_messages" USING btree ("to","created_at");