CREATE TABLE "diligence_code_counters" (
	"company_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "diligence_code_counters_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "diligence_members" (
	"diligence_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "diligence_members_diligence_id_user_id_pk" PRIMARY KEY("diligence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "diligences" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"track_id" text,
	"track_version" integer,
	"status" text DEFAULT 'A_INICIAR' NOT NULL,
	"priority" text DEFAULT 'MEDIA' NOT NULL,
	"due_date" date,
	"owner_id" text NOT NULL,
	"risk_computed" text,
	"risk_rating" text,
	"risk_justification" text,
	"conclusion" text,
	"search_text" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluded_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "diligences_purpose_known" CHECK ("diligences"."purpose" in ('M_A', 'IMOBILIARIA', 'CREDITO', 'FORNECEDOR', 'PARCEIRO', 'OUTRO')),
	CONSTRAINT "diligences_status_known" CHECK ("diligences"."status" in ('A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO', 'CONCLUIDA', 'CANCELADA')),
	CONSTRAINT "diligences_priority_known" CHECK ("diligences"."priority" in ('BAIXA', 'MEDIA', 'ALTA', 'URGENTE')),
	CONSTRAINT "diligences_risk_known" CHECK (("diligences"."risk_rating" is null or "diligences"."risk_rating" in ('BAIXO', 'MEDIO', 'ALTO', 'CRITICO')) and ("diligences"."risk_computed" is null or "diligences"."risk_computed" in ('BAIXO', 'MEDIO', 'ALTO', 'CRITICO')))
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"role_in_diligence" text NOT NULL,
	"parent_entity_id" text,
	"relation" text,
	"share_percent" numeric(5, 2),
	"address" jsonb,
	"birth_or_foundation_date" date,
	"contact" jsonb,
	"risk_computed" text,
	"risk_rating" text,
	"risk_justification" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_kind_known" CHECK ("entities"."kind" in ('PF', 'PJ')),
	CONSTRAINT "entities_role_known" CHECK ("entities"."role_in_diligence" in ('ALVO', 'SOCIO', 'ADMINISTRADOR', 'GARANTIDOR', 'VENDEDOR', 'COMPRADOR', 'FORNECEDOR', 'OUTRO')),
	CONSTRAINT "entities_share_range" CHECK ("entities"."share_percent" is null or ("entities"."share_percent" >= 0 and "entities"."share_percent" <= 100)),
	CONSTRAINT "entities_not_own_parent" CHECK ("entities"."parent_entity_id" is null or "entities"."parent_entity_id" <> "entities"."id")
);
--> statement-breakpoint
ALTER TABLE "diligence_code_counters" ADD CONSTRAINT "diligence_code_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligence_members" ADD CONSTRAINT "diligence_members_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligence_members" ADD CONSTRAINT "diligence_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligences" ADD CONSTRAINT "diligences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligences" ADD CONSTRAINT "diligences_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligences" ADD CONSTRAINT "diligences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_parent_entity_id_entities_id_fk" FOREIGN KEY ("parent_entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diligence_members_user_idx" ON "diligence_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diligences_company_code_unique" ON "diligences" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "diligences_company_status_idx" ON "diligences" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "diligences_company_due_idx" ON "diligences" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "diligences_company_owner_idx" ON "diligences" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "diligences_company_created_idx" ON "diligences" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_diligence_document_unique" ON "entities" USING btree ("diligence_id","document");--> statement-breakpoint
CREATE INDEX "entities_company_document_idx" ON "entities" USING btree ("company_id","document");--> statement-breakpoint
CREATE INDEX "entities_parent_idx" ON "entities" USING btree ("parent_entity_id");