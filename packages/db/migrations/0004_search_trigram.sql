-- Trigram (GIN) indexes for the `LIKE '%term%'` searches on `search_text` (decision 010).
-- pg_trgm ships with PostgreSQL's contrib (a trusted extension: the database owner may create it)
-- and with PGlite (loaded by `createPglite`). Where it cannot be created, the migration still
-- applies: the searches stay correct, only without these indexes (sequential scans).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível (%): buscas sem índice de trigramas.', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  ops text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  -- The list's search (whole text: code, title, parties' names and documents).
  EXECUTE format('CREATE INDEX IF NOT EXISTS "diligences_search_trgm_idx" ON "diligences" USING gin ("search_text" %s)', ops);
  -- The global search's diligences (code and title: the part before " | ").
  EXECUTE format('CREATE INDEX IF NOT EXISTS "diligences_code_title_trgm_idx" ON "diligences" USING gin ((split_part("search_text", '' | '', 1)) %s)', ops);
  -- The global search's parties (name and document).
  EXECUTE format('CREATE INDEX IF NOT EXISTS "entities_search_trgm_idx" ON "entities" USING gin ("search_text" %s)', ops);
END
$$;
