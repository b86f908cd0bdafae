CREATE TABLE "background_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PROCESSANDO' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_tasks_kind_known" CHECK ("background_tasks"."kind" in ('LAWSUIT_IMPORT')),
	CONSTRAINT "background_tasks_state_known" CHECK ("background_tasks"."state" in ('PROCESSANDO', 'CONCLUIDO', 'FALHOU'))
);
--> statement-breakpoint
ALTER TABLE "background_tasks" ADD CONSTRAINT "background_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_tasks" ADD CONSTRAINT "background_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_tasks_company_idx" ON "background_tasks" USING btree ("company_id","created_at");