CREATE TABLE "document_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"document_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	CONSTRAINT "document_files_mime_known" CHECK ("document_files"."mime_type" in ('application/pdf', 'image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))
);
--> statement-breakpoint
CREATE TABLE "document_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_id" text NOT NULL,
	"file_id" text NOT NULL,
	"state" text DEFAULT 'PROCESSANDO' NOT NULL,
	"suggestion" jsonb,
	"text" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_readings_state_known" CHECK ("document_readings"."state" in ('PROCESSANDO', 'PRONTA', 'SEM_TEXTO', 'FALHOU'))
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"entity_id" text,
	"document_id" text,
	"target" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"recommendation" text DEFAULT '' NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "findings_severity_known" CHECK ("findings"."severity" in ('BAIXA', 'MEDIA', 'ALTA', 'CRITICA')),
	CONSTRAINT "findings_target_known" CHECK ("findings"."target" in ('DOCUMENTO', 'ENTIDADE', 'DILIGENCIA', 'CADASTRO', 'PROCESSO', 'FINANCEIRO'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "issued_at" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysed_by" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "waiver_justification" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "waived_by" text;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_storage_key_unique" ON "document_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "document_files_entity_idx" ON "document_files" USING btree ("entity_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_readings_file_unique" ON "document_readings" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_readings_document_idx" ON "document_readings" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "findings_diligence_idx" ON "findings" USING btree ("diligence_id","resolved","severity");--> statement-breakpoint
CREATE INDEX "findings_entity_idx" ON "findings" USING btree ("entity_id","resolved","severity");--> statement-breakpoint
CREATE INDEX "findings_document_idx" ON "findings" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_analysed_by_users_id_fk" FOREIGN KEY ("analysed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_valid_until_idx" ON "documents" USING btree ("company_id","valid_until");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_result_known" CHECK ("documents"."result" is null or "documents"."result" in ('NEGATIVA', 'POSITIVA', 'POSITIVA_COM_EFEITOS_DE_NEGATIVA', 'NAO_SE_APLICA'));--> statement-breakpoint
-- Files sent to the data room before they are classified land in a document of this type.
INSERT INTO "document_types" ("id", "name", "category", "applies_to", "issuer", "validity_days", "instructions")
SELECT gen_random_uuid()::text, 'Outros', 'OUTRO', 'AMBOS', NULL, NULL, 'Arquivos ainda não classificados, ou que não se encaixam em outro tipo.'
WHERE NOT EXISTS (SELECT 1 FROM "document_types" WHERE "name" = 'Outros');
