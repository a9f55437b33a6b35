-- Every server process keeps the accounts of recent requests in memory (plugins/account-cache.ts)
-- and must forget them the moment an account changes or a session is revoked, whichever process
-- (or a person at psql) made the change: the database tells every listener, after the commit.
CREATE FUNCTION "notify_account_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sabora_account_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_account_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_changes"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify_account_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_changes"();
