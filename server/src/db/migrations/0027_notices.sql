ALTER TABLE "company_players" ADD COLUMN "result_emails" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "digest_emails" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "digest_weeks" (
	"company_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_weeks_pkey" PRIMARY KEY("company_id","week"),
	CONSTRAINT "digest_weeks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action
);
