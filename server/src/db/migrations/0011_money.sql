CREATE TABLE "finance_settings" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_city" text NOT NULL,
	"monthly_fee_cents" integer CHECK ("monthly_fee_cents" BETWEEN 1 AND 1000000),
	"game_fee_cents" integer CHECK ("game_fee_cents" BETWEEN 1 AND 1000000),
	"due_day" smallint DEFAULT 10 NOT NULL CHECK ("due_day" BETWEEN 1 AND 28),
	"court_cost_cents" integer CHECK ("court_cost_cents" BETWEEN 1 AND 1000000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"company_player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"bid_day_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" BETWEEN 1 AND 1000000),
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_method" text,
	"paid_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"waived_reason" text,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_company_player_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "company_players"("company_id","id"),
	CONSTRAINT "charges_bid_day_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "bid_days"("company_id","id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "charges_monthly_unique" ON "charges" USING btree ("company_id","company_player_id","period") WHERE "charges"."kind" = 'monthly';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_game_unique" ON "charges" USING btree ("bid_day_id","company_player_id") WHERE "charges"."kind" = 'game';--> statement-breakpoint
CREATE INDEX "charges_company_due_idx" ON "charges" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "charges_company_member_idx" ON "charges" USING btree ("company_id","company_player_id");--> statement-breakpoint
CREATE TABLE "charge_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"charge_id" integer NOT NULL REFERENCES "charges"("id"),
	"actor_company_player_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "charge_events_charge_idx" ON "charge_events" USING btree ("charge_id","id");
