CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_by" text,
	"data" jsonb NOT NULL,
	"divergences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conclusion" text,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "registrations_source_known" CHECK ("registrations"."source" in ('PROVIDER', 'IMPORT', 'MANUAL')),
	CONSTRAINT "registrations_conclusion_known" CHECK ("registrations"."conclusion" is null or "registrations"."conclusion" in ('REGULAR', 'REGULAR_COM_RESSALVAS', 'IRREGULAR'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_fetched_by_users_id_fk" FOREIGN KEY ("fetched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_entity_idx" ON "registrations" USING btree ("entity_id","fetched_at");--> statement-breakpoint
CREATE INDEX "registrations_diligence_idx" ON "registrations" USING btree ("diligence_id");