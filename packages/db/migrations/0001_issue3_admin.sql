CREATE TABLE "document_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"applies_to" text NOT NULL,
	"issuer" text,
	"validity_days" integer,
	"instructions" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_category_known" CHECK ("document_types"."category" in ('CERTIDAO', 'SOCIETARIO', 'FINANCEIRO', 'PESSOAL', 'IMOVEL', 'OUTRO')),
	CONSTRAINT "document_types_applies_to_known" CHECK ("document_types"."applies_to" in ('PF', 'PJ', 'AMBOS')),
	CONSTRAINT "document_types_validity_positive" CHECK ("document_types"."validity_days" is null or "document_types"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "terms_accepted_version" SET DATA TYPE integer USING "terms_accepted_version"::integer;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_types_name_idx" ON "document_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_user_version_unique" ON "terms_acceptances" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_version_unique" ON "terms_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "terms_versions_published_idx" ON "terms_versions" USING btree ("published_at");--> statement-breakpoint
-- The catalogue of PRODUCT §6 (issuer, usual validity); kept and extended by the provider in /document-types.
INSERT INTO "document_types" ("id", "name", "category", "applies_to", "issuer", "validity_days", "instructions") VALUES
	(gen_random_uuid()::text, 'CND de Débitos Federais e Dívida Ativa da União', 'CERTIDAO', 'AMBOS', 'Receita Federal / PGFN', 180, 'Emitida no site da Receita Federal (Certidão Conjunta RFB/PGFN), pelo CPF ou CNPJ.'),
	(gen_random_uuid()::text, 'CRF — Certificado de Regularidade do FGTS', 'CERTIDAO', 'PJ', 'Caixa Econômica Federal', 30, 'Consulta de regularidade do empregador no site da Caixa, pelo CNPJ.'),
	(gen_random_uuid()::text, 'CNDT — Certidão Negativa de Débitos Trabalhistas', 'CERTIDAO', 'AMBOS', 'Tribunal Superior do Trabalho (TST)', 180, 'Emitida no site do TST, pelo CPF ou CNPJ.'),
	(gen_random_uuid()::text, 'Certidão de Protestos', 'CERTIDAO', 'AMBOS', 'Cartórios de Protesto', 30, 'Pedida na CENPROT ou nos cartórios de protesto da comarca da sede ou do domicílio.'),
	(gen_random_uuid()::text, 'Certidão de Distribuição Cível (Justiça Estadual)', 'CERTIDAO', 'AMBOS', 'Tribunal de Justiça (TJ)', 30, 'Distribuidor cível da comarca da sede ou do domicílio.'),
	(gen_random_uuid()::text, 'Certidão de Distribuição Criminal (Justiça Estadual)', 'CERTIDAO', 'AMBOS', 'Tribunal de Justiça (TJ)', 30, 'Distribuidor criminal da comarca da sede ou do domicílio.'),
	(gen_random_uuid()::text, 'Certidão de Execuções Fiscais (Justiça Estadual)', 'CERTIDAO', 'AMBOS', 'Tribunal de Justiça (TJ)', 30, 'Execuções fiscais estaduais e municipais.'),
	(gen_random_uuid()::text, 'Certidão de Distribuição da Justiça Federal (cível, criminal e execuções fiscais)', 'CERTIDAO', 'AMBOS', 'Tribunal Regional Federal (TRF)', 30, 'Emitida no site do TRF da região da sede ou do domicílio.'),
	(gen_random_uuid()::text, 'CND Estadual', 'CERTIDAO', 'AMBOS', 'Secretaria da Fazenda Estadual (SEFAZ)', 60, 'Validade usual de 60 a 90 dias, conforme o estado.'),
	(gen_random_uuid()::text, 'CND Municipal', 'CERTIDAO', 'AMBOS', 'Prefeitura', 90, 'Tributos mobiliários e imobiliários do município da sede ou do imóvel.'),
	(gen_random_uuid()::text, 'Certidão Simplificada da Junta Comercial', 'SOCIETARIO', 'PJ', 'Junta Comercial', 30, NULL),
	(gen_random_uuid()::text, 'Contrato Social ou Estatuto Social consolidado', 'SOCIETARIO', 'PJ', 'Junta Comercial', NULL, 'A última consolidação e as alterações posteriores.'),
	(gen_random_uuid()::text, 'Comprovante de Inscrição e Situação Cadastral no CNPJ', 'SOCIETARIO', 'PJ', 'Receita Federal', NULL, NULL),
	(gen_random_uuid()::text, 'RG ou CNH', 'PESSOAL', 'PF', 'Secretaria de Segurança Pública / DETRAN', NULL, 'Documento de identidade com foto, dentro da validade.'),
	(gen_random_uuid()::text, 'CPF — Comprovante de Situação Cadastral', 'PESSOAL', 'PF', 'Receita Federal', NULL, NULL),
	(gen_random_uuid()::text, 'Comprovante de endereço', 'OUTRO', 'AMBOS', NULL, 90, 'Conta de consumo ou correspondência oficial emitida nos últimos 90 dias.'),
	(gen_random_uuid()::text, 'Certidão de Casamento', 'PESSOAL', 'PF', 'Cartório de Registro Civil', NULL, 'Com averbações atualizadas, quando houver.'),
	(gen_random_uuid()::text, 'Matrícula do Imóvel', 'IMOVEL', 'AMBOS', 'Cartório de Registro de Imóveis', 30, 'Certidão de inteiro teor, com ônus e ações reais e pessoais reipersecutórias.'),
	(gen_random_uuid()::text, 'Balanço Patrimonial', 'FINANCEIRO', 'PJ', NULL, NULL, 'Dos três últimos exercícios, assinado pelo contador responsável.'),
	(gen_random_uuid()::text, 'DRE — Demonstração do Resultado do Exercício', 'FINANCEIRO', 'PJ', NULL, NULL, 'Dos três últimos exercícios, assinada pelo contador responsável.');
--> statement-breakpoint
-- The audit trail is append-only: no UPDATE, DELETE or TRUNCATE, whatever the client.
CREATE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'activities is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_no_update_delete" BEFORE UPDATE OR DELETE ON "activities" FOR EACH ROW EXECUTE FUNCTION "activities_append_only"();
--> statement-breakpoint
CREATE TRIGGER "activities_no_truncate" BEFORE TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activities_append_only"();
