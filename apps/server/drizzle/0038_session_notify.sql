-- Sessions kept between requests (modules/auth/session-cache.ts): every change that may end a
-- session or change what its user may do is announced on 'session_changes' from the changing
-- transaction, so every server process drops what it kept when the change commits, whoever made it
-- (a server, a trigger, the CLI, SQL run by hand). 's:<session id>' when a session's revocation or
-- end changes or it is deleted; 'u:<user id>' when a user's activity, access version (raised by the
-- triggers of 0011 on role changes), tenant or id changes, or the user is deleted.
CREATE FUNCTION "sessions_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_notify_change"();
--> statement-breakpoint
CREATE FUNCTION "users_notify_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_access_updated" AFTER UPDATE OF "is_active", "access_version", "tenant_id", "id" ON "users"
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.access_version IS DISTINCT FROM NEW.access_version
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION "users_notify_access_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_access_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_notify_access_change"();
