ALTER TABLE "bid_players" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_players" ADD COLUMN "waitlist_first_at" timestamp with time zone;