CREATE TABLE "financial_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"cnpj" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_companies_cnpj_shape" CHECK ("financial_companies"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"financial_company_id" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"period_type" text NOT NULL,
	"period_end" date NOT NULL,
	"audited" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"disponibilidades" numeric(18, 2) DEFAULT '0' NOT NULL,
	"clientes" numeric(18, 2) DEFAULT '0' NOT NULL,
	"estoques" numeric(18, 2) DEFAULT '0' NOT NULL,
	"outros_ativos_circulantes" numeric(18, 2) DEFAULT '0' NOT NULL,
	"realizavel_longo_prazo" numeric(18, 2) DEFAULT '0' NOT NULL,
	"investimentos" numeric(18, 2) DEFAULT '0' NOT NULL,
	"imobilizado" numeric(18, 2) DEFAULT '0' NOT NULL,
	"intangivel" numeric(18, 2) DEFAULT '0' NOT NULL,
	"fornecedores" numeric(18, 2) DEFAULT '0' NOT NULL,
	"emprestimos_curto_prazo" numeric(18, 2) DEFAULT '0' NOT NULL,
	"obrigacoes_fiscais_trabalhistas" numeric(18, 2) DEFAULT '0' NOT NULL,
	"outros_passivos_circulantes" numeric(18, 2) DEFAULT '0' NOT NULL,
	"emprestimos_longo_prazo" numeric(18, 2) DEFAULT '0' NOT NULL,
	"outros_passivos_nao_circulantes" numeric(18, 2) DEFAULT '0' NOT NULL,
	"patrimonio_liquido" numeric(18, 2) DEFAULT '0' NOT NULL,
	"receita_bruta" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deducoes" numeric(18, 2) DEFAULT '0' NOT NULL,
	"custos" numeric(18, 2) DEFAULT '0' NOT NULL,
	"despesas_operacionais" numeric(18, 2) DEFAULT '0' NOT NULL,
	"depreciacao_amortizacao" numeric(18, 2) DEFAULT '0' NOT NULL,
	"resultado_financeiro" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ir_csll" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_statements_period_known" CHECK ("financial_statements"."period_type" in ('ANUAL', 'TRIMESTRAL')),
	CONSTRAINT "financial_statements_source_known" CHECK ("financial_statements"."source" in ('MANUAL', 'XLSX')),
	CONSTRAINT "financial_statements_year_range" CHECK ("financial_statements"."fiscal_year" between 1900 and 2199),
	CONSTRAINT "financial_statements_lines_positive" CHECK ("disponibilidades" >= 0 and "clientes" >= 0 and "estoques" >= 0 and "outros_ativos_circulantes" >= 0 and "realizavel_longo_prazo" >= 0 and "investimentos" >= 0 and "imobilizado" >= 0 and "intangivel" >= 0 and "fornecedores" >= 0 and "emprestimos_curto_prazo" >= 0 and "obrigacoes_fiscais_trabalhistas" >= 0 and "outros_passivos_circulantes" >= 0 and "emprestimos_longo_prazo" >= 0 and "outros_passivos_nao_circulantes" >= 0 and "receita_bruta" >= 0 and "deducoes" >= 0 and "custos" >= 0 and "despesas_operacionais" >= 0 and "depreciacao_amortizacao" >= 0)
);
--> statement-breakpoint
ALTER TABLE "financial_companies" ADD CONSTRAINT "financial_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_companies" ADD CONSTRAINT "financial_companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_financial_company_id_financial_companies_id_fk" FOREIGN KEY ("financial_company_id") REFERENCES "public"."financial_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_companies_company_cnpj_unique" ON "financial_companies" USING btree ("company_id","cnpj");--> statement-breakpoint
CREATE INDEX "financial_companies_company_name_idx" ON "financial_companies" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_statements_period_unique" ON "financial_statements" USING btree ("financial_company_id","period_type","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_statements_annual_unique" ON "financial_statements" USING btree ("financial_company_id","fiscal_year") WHERE "financial_statements"."period_type" = 'ANUAL';--> statement-breakpoint
CREATE INDEX "financial_statements_company_idx" ON "financial_statements" USING btree ("company_id");