CREATE TABLE "account_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"birth_date" date,
	"favorite_team" text,
	"nickname" text,
	"player_position" text,
	"group_name" text,
	"company_id" integer,
	"company_player_id" integer,
	"activation_token_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_company_player_id_company_players_id_fk" FOREIGN KEY ("company_player_id") REFERENCES "public"."company_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_activation_token_id_account_tokens_id_fk" FOREIGN KEY ("activation_token_id") REFERENCES "public"."account_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_jobs_pending_idx" ON "account_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_requests_address_idx" ON "email_requests" USING btree ("scope","address","created_at");--> statement-breakpoint
CREATE INDEX "email_requests_kind_idx" ON "email_requests" USING btree ("scope","address","kind","created_at");--> statement-breakpoint
CREATE INDEX "email_requests_company_idx" ON "email_requests" USING btree ("company_id","created_at");