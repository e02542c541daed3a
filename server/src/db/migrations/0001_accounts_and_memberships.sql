-- ADR 005: accounts belong to people, memberships (with what the group sees) to groups.
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_players" DROP CONSTRAINT "bid_players_bid_day_id_bid_days_id_fk";--> statement-breakpoint
ALTER TABLE "bid_players" DROP CONSTRAINT "bid_players_company_player_id_company_players_id_fk";--> statement-breakpoint
ALTER TABLE "account_tokens" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "company_players" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "favorite_team" text;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
-- Every membership gets its own copy of what the group saw.
UPDATE "company_players" cp SET "full_name" = p."full_name", "email" = lower(p."email"), "phone" = p."phone",
	"birth_date" = p."birth_date", "favorite_team" = p."favorite_team", "photo_url" = p."photo_url"
	FROM "players" p WHERE p."id" = cp."player_id";--> statement-breakpoint
-- An activated person joined one membership: the one their last used activation link named, else the oldest.
UPDATE "company_players" cp SET "joined_at" = p."activated_at", "last_used_at" = p."activated_at"
	FROM "players" p
	WHERE p."id" = cp."player_id" AND p."activated_at" IS NOT NULL AND p."password_hash" IS NOT NULL
	AND cp."id" = coalesce(
		(SELECT t."company_player_id" FROM "account_tokens" t
			WHERE t."player_id" = p."id" AND t."kind" = 'activation' AND t."used_at" IS NOT NULL
			AND t."company_player_id" IS NOT NULL ORDER BY t."used_at" DESC LIMIT 1),
		(SELECT min(c2."id") FROM "company_players" c2 WHERE c2."player_id" = p."id"));--> statement-breakpoint
-- Any other membership of theirs was attached without consent: it waits for their answer.
INSERT INTO "invitations" ("company_id", "company_player_id", "player_id")
	SELECT cp."company_id", cp."id", cp."player_id" FROM "company_players" cp
	JOIN "players" p ON p."id" = cp."player_id"
	WHERE p."activated_at" IS NOT NULL AND p."password_hash" IS NOT NULL
	AND cp."joined_at" IS NULL AND cp."deleted_at" IS NULL;--> statement-breakpoint
UPDATE "company_players" SET "player_id" = NULL, "phone" = NULL, "birth_date" = NULL, "favorite_team" = NULL, "photo_url" = NULL
	WHERE "player_id" IS NOT NULL AND "joined_at" IS NULL
	AND "player_id" IN (SELECT "id" FROM "players" WHERE "activated_at" IS NOT NULL AND "password_hash" IS NOT NULL);--> statement-breakpoint
-- A person who never activated held only what an organiser typed: the memberships keep it.
UPDATE "account_tokens" SET "player_id" = NULL WHERE "kind" = 'activation';--> statement-breakpoint
UPDATE "company_players" SET "player_id" = NULL
	WHERE "player_id" IN (SELECT "id" FROM "players" WHERE "activated_at" IS NULL OR "password_hash" IS NULL OR "email" IS NULL);--> statement-breakpoint
DELETE FROM "account_tokens"
	WHERE "player_id" IN (SELECT "id" FROM "players" WHERE "activated_at" IS NULL OR "password_hash" IS NULL OR "email" IS NULL);--> statement-breakpoint
DELETE FROM "players" WHERE "activated_at" IS NULL OR "password_hash" IS NULL OR "email" IS NULL;--> statement-breakpoint
ALTER TABLE "company_players" ALTER COLUMN "full_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "password_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_days" ADD CONSTRAINT "bid_days_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "company_players" ADD CONSTRAINT "company_players_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_player_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "public"."company_players"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_players" ADD CONSTRAINT "bid_players_bid_day_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "public"."bid_days"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_players" ADD CONSTRAINT "bid_players_company_player_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "public"."company_players"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_unique" ON "invitations" USING btree ("company_player_id") WHERE "invitations"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_player_idx" ON "invitations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "account_tokens_company_player_idx" ON "account_tokens" USING btree ("company_player_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "company_players_company_email_unique" ON "company_players" USING btree ("company_id",lower("email")) WHERE "company_players"."deleted_at" is null and "company_players"."email" is not null;
