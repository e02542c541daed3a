ALTER TABLE "companies" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "link_previews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing groups get a token as unguessable as a new one's: 122 random bits, 32 characters.
UPDATE "companies" SET "share_token" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_share_token_unique" UNIQUE("share_token");
