ALTER TABLE "charges" ADD COLUMN "pix_received_cents" integer;
--> statement-breakpoint
CREATE TABLE "psp_connections" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"has_certificate" boolean DEFAULT false NOT NULL,
	"webhook_token" text NOT NULL,
	"reconciled_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_connections_webhook_token_unique" UNIQUE("webhook_token")
);
--> statement-breakpoint
CREATE TABLE "pix_cobs" (
	"txid" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_cobs_charge_revision_unique" UNIQUE("charge_id","revision")
);
--> statement-breakpoint
CREATE TABLE "pix_payments" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"txid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"txid" text NOT NULL,
	"event_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "psp_connections" ADD CONSTRAINT "psp_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_cobs" ADD CONSTRAINT "pix_cobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_cobs" ADD CONSTRAINT "pix_cobs_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_events" ADD CONSTRAINT "pix_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
