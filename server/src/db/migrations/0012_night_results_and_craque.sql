-- After the whistle (ADR 039): the night's matches, the craque da partida vote and learned ratings.
CREATE TABLE "craque_settings" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
	"vote_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bid_day_id" integer NOT NULL,
	"home_team_id" smallint NOT NULL,
	"away_team_id" smallint NOT NULL,
	"home_goals" smallint,
	"away_goals" smallint,
	"home_players" integer[] NOT NULL,
	"away_players" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_matches_company_id_bid_day_id_bid_days_company_id_id_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "bid_days"("company_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "bid_matches_bid_idx" ON "bid_matches" USING btree ("company_id","bid_day_id","id");
--> statement-breakpoint
CREATE TABLE "craque_polls" (
	"bid_day_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"winner_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"winner_votes" integer DEFAULT 0 NOT NULL,
	"votes_counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "craque_polls_company_id_bid_day_id_bid_days_company_id_id_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "bid_days"("company_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "craque_polls_due_idx" ON "craque_polls" USING btree ("closes_at") WHERE "craque_polls"."closed_at" is null;
--> statement-breakpoint
CREATE TABLE "craque_votes" (
	"bid_day_id" integer NOT NULL REFERENCES "craque_polls"("bid_day_id") ON DELETE cascade,
	"company_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "craque_votes_bid_day_id_voter_id_pk" PRIMARY KEY("bid_day_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "craque_vote_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"bid_day_id" integer NOT NULL REFERENCES "craque_polls"("bid_day_id") ON DELETE cascade,
	"company_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_ratings" (
	"company_player_id" integer PRIMARY KEY NOT NULL REFERENCES "company_players"("id"),
	"company_id" integer NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
