CREATE TABLE "lawsuit_versions" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "lawsuits_entity_status_idx";--> statement-breakpoint
DROP INDEX "lawsuits_entity_claim_idx";--> statement-breakpoint
CREATE INDEX "lawsuits_entity_court_asc_idx" ON "lawsuits" USING btree ("entity_id","court","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_court_desc_idx" ON "lawsuits" USING btree ("entity_id","court" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_area_asc_idx" ON "lawsuits" USING btree ("entity_id","area","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_area_desc_idx" ON "lawsuits" USING btree ("entity_id","area" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_side_asc_idx" ON "lawsuits" USING btree ("entity_id","side","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_side_desc_idx" ON "lawsuits" USING btree ("entity_id","side" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_claim_value_asc_idx" ON "lawsuits" USING btree ("entity_id","claim_value","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_claim_value_desc_idx" ON "lawsuits" USING btree ("entity_id","claim_value" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_filed_at_asc_idx" ON "lawsuits" USING btree ("entity_id","filed_at","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_filed_at_desc_idx" ON "lawsuits" USING btree ("entity_id","filed_at" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_status_asc_idx" ON "lawsuits" USING btree ("entity_id","status","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_status_desc_idx" ON "lawsuits" USING btree ("entity_id","status" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_last_movement_at_asc_idx" ON "lawsuits" USING btree ("entity_id","last_movement_at","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_last_movement_at_desc_idx" ON "lawsuits" USING btree ("entity_id","last_movement_at" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_risk_asc_idx" ON "lawsuits" USING btree ("entity_id","risk","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_risk_desc_idx" ON "lawsuits" USING btree ("entity_id","risk" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_estimated_loss_asc_idx" ON "lawsuits" USING btree ("entity_id","estimated_loss","cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_entity_estimated_loss_desc_idx" ON "lawsuits" USING btree ("entity_id","estimated_loss" DESC NULLS LAST,"cnj_number");--> statement-breakpoint
CREATE INDEX "lawsuits_company_cnj_idx" ON "lawsuits" USING btree ("company_id","cnj_number" text_pattern_ops);--> statement-breakpoint
-- The version of an entity's lawsuits (decision 034): a value never comes back, so a summary cached
-- under (entity, version) can never be confused with an older one.
CREATE SEQUENCE "lawsuit_version_seq";
--> statement-breakpoint
-- Bumps the version of every entity in "changed_rows" (the statement's transition table); after a
-- TRUNCATE, of every entity that has one.
CREATE FUNCTION "bump_lawsuit_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "lawsuit_versions" SET "version" = nextval('lawsuit_version_seq');
  ELSE
    INSERT INTO "lawsuit_versions" ("entity_id", "version")
      SELECT "entity_id", nextval('lawsuit_version_seq') FROM (SELECT DISTINCT "entity_id" FROM changed_rows) c
      ON CONFLICT ("entity_id") DO UPDATE SET "version" = EXCLUDED."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lawsuits_insert_bumps_versions" AFTER INSERT ON "lawsuits"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_lawsuit_versions"();
--> statement-breakpoint
CREATE TRIGGER "lawsuits_update_bumps_versions" AFTER UPDATE ON "lawsuits"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_lawsuit_versions"();
--> statement-breakpoint
CREATE TRIGGER "lawsuits_delete_bumps_versions" AFTER DELETE ON "lawsuits"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_lawsuit_versions"();
--> statement-breakpoint
CREATE TRIGGER "lawsuits_truncate_bumps_versions" AFTER TRUNCATE ON "lawsuits"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_lawsuit_versions"();
