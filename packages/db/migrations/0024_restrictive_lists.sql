CREATE TABLE "entity_screenings" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"screened_at" timestamp with time zone NOT NULL,
	"lists" jsonb NOT NULL,
	"screened_name" text NOT NULL,
	"screened_document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrictive_list_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restrictive_list_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version_id" text NOT NULL,
	"record_id" bigint NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrictive_list_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restrictive_list_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"record_key" text NOT NULL,
	"person_kind" text,
	"document" text,
	"document_key" text,
	"cnpj_root" text,
	"cpf_visible" text,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"category" text,
	"start_date" date,
	"end_date" date,
	"organ" text,
	"legal_basis" text,
	"process" text,
	"fine" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "restrictive_list_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"company_id" text,
	"version" integer NOT NULL,
	"state" text DEFAULT 'PROCESSANDO' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"imported_by" text,
	"task_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	CONSTRAINT "restrictive_list_versions_list_known" CHECK ("restrictive_list_versions"."list" in ('CEIS', 'CNEP', 'CEPIM', 'PEP', 'TRABALHO_ESCRAVO', 'OFAC', 'EMPRESA')),
	CONSTRAINT "restrictive_list_versions_state_known" CHECK ("restrictive_list_versions"."state" in ('PROCESSANDO', 'CONCLUIDA', 'FALHOU')),
	CONSTRAINT "restrictive_list_versions_owner" CHECK (("restrictive_list_versions"."list" = 'EMPRESA') = ("restrictive_list_versions"."company_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"list" text NOT NULL,
	"version" integer NOT NULL,
	"record_key" text NOT NULL,
	"match_kind" text NOT NULL,
	"score" real DEFAULT 1 NOT NULL,
	"record" jsonb NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NOVA' NOT NULL,
	"justification" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"finding_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_hits_list_known" CHECK ("screening_hits"."list" in ('CEIS', 'CNEP', 'CEPIM', 'PEP', 'TRABALHO_ESCRAVO', 'OFAC', 'EMPRESA')),
	CONSTRAINT "screening_hits_match_kind_known" CHECK ("screening_hits"."match_kind" in ('DOCUMENTO', 'RAIZ_CNPJ', 'CPF_PARCIAL_NOME', 'NOME')),
	CONSTRAINT "screening_hits_status_known" CHECK ("screening_hits"."status" in ('NOVA', 'CONFIRMADA', 'DESCARTADA'))
);
--> statement-breakpoint
ALTER TABLE "background_tasks" DROP CONSTRAINT "background_tasks_kind_known";--> statement-breakpoint
ALTER TABLE "entity_screenings" ADD CONSTRAINT "entity_screenings_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_screenings" ADD CONSTRAINT "entity_screenings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_screenings" ADD CONSTRAINT "entity_screenings_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_names" ADD CONSTRAINT "restrictive_list_names_version_id_restrictive_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."restrictive_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_names" ADD CONSTRAINT "restrictive_list_names_record_id_restrictive_list_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."restrictive_list_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_records" ADD CONSTRAINT "restrictive_list_records_version_id_restrictive_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."restrictive_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_versions" ADD CONSTRAINT "restrictive_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_versions" ADD CONSTRAINT "restrictive_list_versions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_list_versions" ADD CONSTRAINT "restrictive_list_versions_task_id_background_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."background_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restrictive_list_names_version_idx" ON "restrictive_list_names" USING btree ("version_id","name_key");--> statement-breakpoint
CREATE INDEX "restrictive_list_names_record_idx" ON "restrictive_list_names" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "restrictive_list_records_document_idx" ON "restrictive_list_records" USING btree ("version_id","document_key") WHERE "restrictive_list_records"."document_key" is not null;--> statement-breakpoint
CREATE INDEX "restrictive_list_records_root_idx" ON "restrictive_list_records" USING btree ("version_id","cnpj_root") WHERE "restrictive_list_records"."cnpj_root" is not null;--> statement-breakpoint
CREATE INDEX "restrictive_list_records_cpf_idx" ON "restrictive_list_records" USING btree ("version_id","cpf_visible") WHERE "restrictive_list_records"."cpf_visible" is not null;--> statement-breakpoint
CREATE INDEX "restrictive_list_records_name_idx" ON "restrictive_list_records" USING btree ("version_id","name_key");--> statement-breakpoint
CREATE INDEX "restrictive_list_versions_list_idx" ON "restrictive_list_versions" USING btree ("list","company_id","state","version");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_hits_entity_record_unique" ON "screening_hits" USING btree ("entity_id","list","record_key");--> statement-breakpoint
CREATE INDEX "screening_hits_diligence_idx" ON "screening_hits" USING btree ("diligence_id","status") WHERE "screening_hits"."current";--> statement-breakpoint
CREATE INDEX "screening_hits_company_idx" ON "screening_hits" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "background_tasks" ADD CONSTRAINT "background_tasks_kind_known" CHECK ("background_tasks"."kind" in ('LAWSUIT_IMPORT', 'REPORT_EXPORT', 'RESTRICTIVE_LIST_IMPORT', 'SCREENING'));--> statement-breakpoint
-- The trigram (GIN) index of the names screened by name alone (OFAC and its aliases), where
-- pg_trgm exists (migration 0004): the screening's similarity search stays correct without it.
DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS "restrictive_list_names_trgm_idx" ON "restrictive_list_names" USING gin ("name_key" %s)', ops);
END
$$;
