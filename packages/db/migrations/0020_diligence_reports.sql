CREATE TABLE "diligence_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"diligence_id" text NOT NULL,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PROCESSANDO' NOT NULL,
	"layout" jsonb,
	"verification_code" text NOT NULL,
	"sha256" text,
	"storage_key" text,
	"size_bytes" bigint,
	"message" text,
	"task_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "diligence_reports_format_known" CHECK ("diligence_reports"."format" in ('PDF', 'DOCX')),
	CONSTRAINT "diligence_reports_kind_known" CHECK ("diligence_reports"."kind" in ('PADRAO', 'PERSONALIZADO')),
	CONSTRAINT "diligence_reports_state_known" CHECK ("diligence_reports"."state" in ('PROCESSANDO', 'PRONTO', 'FALHOU')),
	CONSTRAINT "diligence_reports_ready_has_file" CHECK ("diligence_reports"."state" <> 'PRONTO' or ("diligence_reports"."sha256" is not null and "diligence_reports"."storage_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "background_tasks" DROP CONSTRAINT "background_tasks_kind_known";--> statement-breakpoint
ALTER TABLE "diligence_reports" ADD CONSTRAINT "diligence_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligence_reports" ADD CONSTRAINT "diligence_reports_diligence_id_diligences_id_fk" FOREIGN KEY ("diligence_id") REFERENCES "public"."diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligence_reports" ADD CONSTRAINT "diligence_reports_task_id_background_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."background_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diligence_reports" ADD CONSTRAINT "diligence_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diligence_reports_diligence_idx" ON "diligence_reports" USING btree ("diligence_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diligence_reports_code_key" ON "diligence_reports" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "diligence_reports_sha_idx" ON "diligence_reports" USING btree ("company_id","sha256");--> statement-breakpoint
ALTER TABLE "background_tasks" ADD CONSTRAINT "background_tasks_kind_known" CHECK ("background_tasks"."kind" in ('LAWSUIT_IMPORT', 'REPORT_EXPORT'));