ALTER TABLE "craque_settings" ADD COLUMN "vote_hours" smallint DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "craque_settings" ADD CONSTRAINT "craque_settings_vote_hours_range" CHECK ("craque_settings"."vote_hours" between 1 and 24);
