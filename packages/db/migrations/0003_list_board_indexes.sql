DROP INDEX "diligences_company_status_idx";--> statement-breakpoint
ALTER TABLE "diligences" ADD COLUMN "status_rank" smallint GENERATED ALWAYS AS (case "status" when 'A_INICIAR' then 0 when 'COLETA' then 1 when 'ANALISE' then 2 when 'REVISAO' then 3 when 'CONCLUIDA' then 4 when 'CANCELADA' then 5 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "diligences" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case "priority" when 'BAIXA' then 0 when 'MEDIA' then 1 when 'ALTA' then 2 when 'URGENTE' then 3 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "diligences_company_board_idx" ON "diligences" USING btree ("company_id","status","priority_rank" DESC NULLS LAST,"due_date","code");--> statement-breakpoint
CREATE INDEX "diligences_company_title_idx" ON "diligences" USING btree ("company_id",lower("title"));--> statement-breakpoint
CREATE INDEX "diligences_company_status_rank_idx" ON "diligences" USING btree ("company_id","status_rank","id");--> statement-breakpoint
CREATE INDEX "diligences_company_priority_rank_idx" ON "diligences" USING btree ("company_id","priority_rank","id");--> statement-breakpoint
CREATE INDEX "entities_company_created_idx" ON "entities" USING btree ("company_id","created_at");