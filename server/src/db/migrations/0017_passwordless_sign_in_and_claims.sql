ALTER TABLE "players" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "signup_requests" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "claim_company_player_id" integer;
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "claim_via" text;
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_claim_company_player_id_company_players_id_fk" FOREIGN KEY ("claim_company_player_id") REFERENCES "public"."company_players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_players" ADD COLUMN "player_link_generation" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "passkeys_player_idx" ON "passkeys" USING btree ("player_id");
--> statement-breakpoint
CREATE TABLE "webauthn_used_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" integer NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_identities_issuer_subject_unique" UNIQUE("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "oidc_identities_player_idx" ON "oidc_identities" USING btree ("player_id");
--> statement-breakpoint
CREATE TABLE "oidc_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"intent" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_logins_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "membership_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_player_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"via" text NOT NULL,
	"claimant_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claim_token_hash" text NOT NULL,
	"claim_token_used_at" timestamp with time zone,
	"email_token_hash" text,
	"typed_fields" jsonb,
	"decided_by_company_player_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_claims_claim_token_hash_unique" UNIQUE("claim_token_hash"),
	CONSTRAINT "membership_claims_email_token_hash_unique" UNIQUE("email_token_hash")
);
--> statement-breakpoint
ALTER TABLE "membership_claims" ADD CONSTRAINT "membership_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "membership_claims" ADD CONSTRAINT "membership_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "membership_claims" ADD CONSTRAINT "membership_claims_company_player_fk" FOREIGN KEY ("company_id","company_player_id") REFERENCES "public"."company_players"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "membership_claims_live_unique" ON "membership_claims" USING btree ("company_player_id") WHERE "membership_claims"."status" in ('pending', 'confirmed');
--> statement-breakpoint
CREATE INDEX "membership_claims_company_idx" ON "membership_claims" USING btree ("company_id","status");
--> statement-breakpoint
CREATE INDEX "membership_claims_player_idx" ON "membership_claims" USING btree ("player_id");
