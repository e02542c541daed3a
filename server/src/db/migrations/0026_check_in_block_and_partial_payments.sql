ALTER TABLE "finance_settings" ADD COLUMN "block_overdue_days" smallint;
--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_block_overdue_days_range" CHECK ("finance_settings"."block_overdue_days" between 0 and 90);
--> statement-breakpoint
CREATE TABLE "check_in_exemptions" (
	"company_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_exemptions_company_id_company_player_id_pk" PRIMARY KEY("company_id","company_player_id"),
	CONSTRAINT "check_in_exemptions_company_player_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "public"."company_players"("company_id","id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_paid_cents_range" CHECK ("charges"."paid_cents" between 0 and "charges"."amount_cents");
