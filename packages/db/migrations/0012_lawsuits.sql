CREATE TABLE "lawsuits" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"cnj_number" text NOT NULL,
	"court" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"class" text DEFAULT '' NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"area" text NOT NULL,
	"side" text NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"claim_value" numeric(18, 2),
	"filed_at" date,
	"status" text DEFAULT 'ATIVO' NOT NULL,
	"phase" text DEFAULT '' NOT NULL,
	"last_movement_at" date,
	"risk" text,
	"estimated_loss" numeric(18, 2),
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawsuits_cnj_digits" CHECK ("lawsuits"."cnj_number" ~ '^[0-9]{20}$'),
	CONSTRAINT "lawsuits_area_known" CHECK ("lawsuits"."area" in ('CIVEL', 'TRABALHISTA', 'TRIBUTARIO', 'CRIMINAL', 'AMBIENTAL', 'ADMINISTRATIVO', 'CONSUMIDOR', 'OUTRO')),
	CONSTRAINT "lawsuits_side_known" CHECK ("lawsuits"."side" in ('ATIVO', 'PASSIVO', 'OUTRO')),
	CONSTRAINT "lawsuits_status_known" CHECK ("lawsuits"."status" in ('ATIVO', 'SUSPENSO', 'ARQUIVADO', 'BAIXADO')),
	CONSTRAINT "lawsuits_risk_known" CHECK ("lawsuits"."risk" is null or "lawsuits"."risk" in ('PROVAVEL', 'POSSIVEL', 'REMOTA')),
	CONSTRAINT "lawsuits_source_known" CHECK ("lawsuits"."source" in ('MANUAL', 'CSV', 'XLSX', 'DATAJUD')),
	CONSTRAINT "lawsuits_amounts_positive" CHECK (coalesce("lawsuits"."claim_value", 0) >= 0 and coalesce("lawsuits"."estimated_loss", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawsuits_entity_cnj_unique" ON "lawsuits" USING btree ("entity_id","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_area_risk_idx" ON "lawsuits" USING btree ("entity_id","area","side","risk","claim_value","estimated_loss");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_side_risk_idx" ON "lawsuits" USING btree ("entity_id","side","risk");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_status_idx" ON "lawsuits" USING btree ("entity_id","status");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_claim_idx" ON "lawsuits" USING btree ("entity_id","claim_value");--> statement-breakpoint
CREATE INDEX "lawsuits_diligence_risk_idx" ON "lawsuits" USING btree ("diligence_id","entity_id") WHERE "lawsuits"."side" = 'PASSIVO' and "lawsuits"."risk" = 'PROVAVEL';