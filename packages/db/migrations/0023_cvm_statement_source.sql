ALTER TABLE "financial_statements" DROP CONSTRAINT "financial_statements_source_known";--> statement-breakpoint
ALTER TABLE "financial_statements" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_source_known" CHECK ("financial_statements"."source" in ('MANUAL', 'XLSX', 'CVM'));