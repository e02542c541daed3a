CREATE TABLE "reminder_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"bid_day_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "forecast_city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "forecast_latitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "forecast_longitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_company_id_bid_day_id_bid_days_company_id_id_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "public"."bid_days"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_company_id_company_player_id_company_players_company_id_id_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "public"."company_players"("company_id","id") ON DELETE no action ON UPDATE no action;