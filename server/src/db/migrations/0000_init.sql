CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" integer NOT NULL,
	"company_player_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bid_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"day_of_match" timestamp(0) without time zone NOT NULL,
	"location" text,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_teams" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bid_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bid_day_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"type_player" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"player_position" text,
	"skill_level" smallint DEFAULT 5 NOT NULL,
	"quantity_of_goals" integer DEFAULT 0 NOT NULL,
	"assist_goals" integer DEFAULT 0 NOT NULL,
	"ball_recoveries" integer DEFAULT 0 NOT NULL,
	"goal_keeper_defender" integer DEFAULT 0 NOT NULL,
	"weekly_team" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"default_location_game" text,
	"trial_ends_at" timestamp with time zone,
	"invite_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_invite_token_unique" UNIQUE("invite_token")
);
--> statement-breakpoint
CREATE TABLE "company_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"nickname" text,
	"role" text DEFAULT 'member' NOT NULL,
	"type_player" text NOT NULL,
	"player_position" text,
	"skill_level" smallint DEFAULT 5 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"company_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"full_name" text NOT NULL,
	"phone" text,
	"birth_date" date,
	"favorite_team" text,
	"photo_url" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"company_player_id" integer NOT NULL,
	"keep_logged" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "weather_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_company_player_id_company_players_id_fk" FOREIGN KEY ("company_player_id") REFERENCES "public"."company_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_days" ADD CONSTRAINT "bid_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_players" ADD CONSTRAINT "bid_players_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_players" ADD CONSTRAINT "bid_players_bid_day_id_bid_days_id_fk" FOREIGN KEY ("bid_day_id") REFERENCES "public"."bid_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_players" ADD CONSTRAINT "bid_players_company_player_id_company_players_id_fk" FOREIGN KEY ("company_player_id") REFERENCES "public"."company_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_players" ADD CONSTRAINT "company_players_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_players" ADD CONSTRAINT "company_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_company_player_id_company_players_id_fk" FOREIGN KEY ("company_player_id") REFERENCES "public"."company_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_player_idx" ON "account_tokens" USING btree ("player_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_days_company_number_unique" ON "bid_days" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_days_one_open_per_company" ON "bid_days" USING btree ("company_id") WHERE "bid_days"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bid_players_bid_member_unique" ON "bid_players" USING btree ("bid_day_id","company_player_id");--> statement-breakpoint
CREATE INDEX "bid_players_company_member_idx" ON "bid_players" USING btree ("company_id","company_player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_players_company_player_unique" ON "company_players" USING btree ("company_id","player_id");--> statement-breakpoint
CREATE INDEX "company_players_player_idx" ON "company_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");