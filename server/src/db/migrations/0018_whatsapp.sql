CREATE TABLE "whatsapp_buttons" (
	"payload_hash" text PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"opt_in" boolean NOT NULL,
	"phone" text NOT NULL,
	"opted_in_at" timestamp with time zone,
	"source" text NOT NULL,
	"kinds_off" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"player_id" integer,
	"company_id" integer,
	"company_player_id" integer,
	"bid_day_id" integer,
	"phone" text NOT NULL,
	"notice" text NOT NULL,
	"template" text,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"wamid" text,
	"delivery" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "whatsapp_outbox_notice_person_unique" UNIQUE("dedupe_key","player_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_buttons" ADD CONSTRAINT "whatsapp_buttons_message_id_whatsapp_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whatsapp_outbox"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_company_player_id_company_players_id_fk" FOREIGN KEY ("company_player_id") REFERENCES "public"."company_players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_bid_day_id_bid_days_id_fk" FOREIGN KEY ("bid_day_id") REFERENCES "public"."bid_days"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "whatsapp_buttons_message_idx" ON "whatsapp_buttons" USING btree ("message_id");
--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_pending_idx" ON "whatsapp_outbox" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_month_idx" ON "whatsapp_outbox" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_bid_idx" ON "whatsapp_outbox" USING btree ("bid_day_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_reply_unique" ON "whatsapp_outbox" USING btree ("dedupe_key") WHERE "whatsapp_outbox"."player_id" is null;
--> statement-breakpoint
CREATE TABLE "whatsapp_send_seconds" (
	"second" bigint PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_monthly_usage" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "whatsapp_monthly_usage_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_monthly_usage" ADD CONSTRAINT "whatsapp_monthly_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
