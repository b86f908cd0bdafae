CREATE TABLE "track_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"track_id" text NOT NULL,
	"company_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'RASCUNHO' NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"editor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_comment" text,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "track_versions_status_known" CHECK ("track_versions"."status" in ('RASCUNHO', 'EM_REVISAO', 'PUBLICADA', 'ARQUIVADA')),
	CONSTRAINT "track_versions_purpose_known" CHECK ("track_versions"."purpose" in ('M_A', 'IMOBILIARIA', 'CREDITO', 'FORNECEDOR', 'PARCEIRO', 'OUTRO')),
	CONSTRAINT "track_versions_version_positive" CHECK ("track_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "check_items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"step_key" text,
	"step_title" text,
	"step_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_items_kind_known" CHECK ("check_items"."kind" in ('CADASTRO', 'PROCESSOS', 'FINANCEIRO')),
	CONSTRAINT "check_items_status_known" CHECK ("check_items"."status" in ('PENDENTE', 'EM_ANDAMENTO', 'CONCLUIDA', 'DISPENSADA'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"document_type_id" text NOT NULL,
	"source" text NOT NULL,
	"required" boolean NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"step_key" text,
	"step_title" text,
	"step_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_status_known" CHECK ("documents"."status" in ('PENDENTE', 'RECEBIDO', 'EM_ANALISE', 'APROVADO', 'APROVADO_COM_RESSALVAS', 'REPROVADO', 'DISPENSADO')),
	CONSTRAINT "documents_source_known" CHECK ("documents"."source" in ('TRACK', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "track_versions_track_version_unique" ON "track_versions" USING btree ("track_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "track_versions_one_open_draft" ON "track_versions" USING btree ("track_id") WHERE "track_versions"."status" in ('RASCUNHO', 'EM_REVISAO');--> statement-breakpoint
CREATE UNIQUE INDEX "track_versions_one_published" ON "track_versions" USING btree ("track_id") WHERE "track_versions"."status" = 'PUBLICADA';--> statement-breakpoint
CREATE INDEX "track_versions_company_live_idx" ON "track_versions" USING btree ("company_id","status","updated_at") WHERE "track_versions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "track_versions_company_updated_idx" ON "track_versions" USING btree ("company_id","updated_at") WHERE "track_versions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "tracks_company_idx" ON "tracks" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_items_entity_kind_unique" ON "check_items" USING btree ("entity_id","kind");--> statement-breakpoint
CREATE INDEX "check_items_diligence_idx" ON "check_items" USING btree ("diligence_id","required","status");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_generated_unique" ON "documents" USING btree ("entity_id","document_type_id") WHERE "documents"."source" = 'TRACK';--> statement-breakpoint
CREATE INDEX "documents_entity_step_idx" ON "documents" USING btree ("entity_id","step_order");--> statement-breakpoint
CREATE INDEX "documents_diligence_progress_idx" ON "documents" USING btree ("diligence_id","required","status","entity_id");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("document_type_id");--> statement-breakpoint
ALTER TABLE "diligences" ADD CONSTRAINT "diligences_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diligences_track_idx" ON "diligences" USING btree ("track_id","track_version");--> statement-breakpoint
-- Listing cache (decision 013): a list row and a kanban card show the diligence's "Documentos
-- analisados" progress, counted from its documents, so every write to documents bumps the
-- company's listing version like a write to the diligence itself.
CREATE TRIGGER "documents_insert_bumps_listings" AFTER INSERT ON "documents"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "documents_update_bumps_listings" AFTER UPDATE ON "documents"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "documents_delete_bumps_listings" AFTER DELETE ON "documents"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "documents_truncate_bumps_listings" AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
