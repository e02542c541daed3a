DROP INDEX "bid_days_company_number_unique";--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "added_by_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_days_company_number_unique" ON "bid_days" USING btree ("company_id","number") WHERE "bid_days"."status" <> 'cancelled';--> statement-breakpoint
-- Guests were inferred (no account, no email). Those added by name on a BID have no nickname:
-- the register's form ('Adicionar Jogador', 'Editar') always asks for one.
UPDATE "company_players" SET "added_by_name" = true
 WHERE "player_id" IS NULL AND "joined_at" IS NULL AND "email" IS NULL AND "nickname" IS NULL
   AND "type_player" = 'sporadic';
