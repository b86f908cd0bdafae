CREATE TABLE "listing_versions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One sequence for every company: a version never comes back, not even after a TRUNCATE or a
-- company's row being deleted and created again (a cache keyed on it can never be confused).
CREATE SEQUENCE "listing_version_seq";
--> statement-breakpoint
-- Bumps the listing version of every company in "changed_rows" (a transition table, or one row);
-- after a TRUNCATE, of every company.
CREATE FUNCTION "bump_listing_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "listing_versions" SET "version" = nextval('listing_version_seq');
  ELSIF TG_TABLE_NAME = 'diligence_members' THEN
    INSERT INTO "listing_versions" ("company_id", "version")
      SELECT d."company_id", nextval('listing_version_seq') FROM (SELECT DISTINCT d."company_id" FROM changed_rows m JOIN "diligences" d ON d."id" = m."diligence_id") d
      ON CONFLICT ("company_id") DO UPDATE SET "version" = EXCLUDED."version";
  ELSIF TG_TABLE_NAME = 'companies' THEN
    INSERT INTO "listing_versions" ("company_id", "version") VALUES (NEW."id", nextval('listing_version_seq'))
      ON CONFLICT ("company_id") DO UPDATE SET "version" = EXCLUDED."version";
  ELSIF TG_LEVEL = 'ROW' THEN
    INSERT INTO "listing_versions" ("company_id", "version") VALUES (NEW."company_id", nextval('listing_version_seq'))
      ON CONFLICT ("company_id") DO UPDATE SET "version" = EXCLUDED."version";
  ELSE
    INSERT INTO "listing_versions" ("company_id", "version")
      SELECT "company_id", nextval('listing_version_seq') FROM (SELECT DISTINCT "company_id" FROM changed_rows) c
      ON CONFLICT ("company_id") DO UPDATE SET "version" = EXCLUDED."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "diligences_insert_bumps_listings" AFTER INSERT ON "diligences"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligences_update_bumps_listings" AFTER UPDATE ON "diligences"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligences_delete_bumps_listings" AFTER DELETE ON "diligences"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligences_truncate_bumps_listings" AFTER TRUNCATE ON "diligences"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligence_members_truncate_bumps_listings" AFTER TRUNCATE ON "diligence_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligence_members_insert_bumps_listings" AFTER INSERT ON "diligence_members"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "diligence_members_delete_bumps_listings" AFTER DELETE ON "diligence_members"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "users_card_fields_bump_listings" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar" IS DISTINCT FROM NEW."avatar")
  EXECUTE FUNCTION "bump_listing_versions"();
--> statement-breakpoint
CREATE TRIGGER "companies_settings_bump_listings" AFTER UPDATE ON "companies" FOR EACH ROW
  WHEN (OLD."settings" IS DISTINCT FROM NEW."settings")
  EXECUTE FUNCTION "bump_listing_versions"();
