ALTER TABLE "bid_days" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_days" ADD COLUMN "calendar_date" date;--> statement-breakpoint
ALTER TABLE "bid_days" ADD COLUMN "calendar_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing BIDs: their calendar entry changed when they were created, or cancelled.
UPDATE "bid_days" SET "calendar_changed_at" =
  CASE WHEN "status" = 'cancelled' THEN coalesce("closed_at", "created_at") ELSE "created_at" END;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"renewed_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The feed reads a person's groups' recent and coming BIDs by date.
CREATE INDEX "bid_days_company_day_idx" ON "bid_days" USING btree ("company_id","day_of_match");
