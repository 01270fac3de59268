-- Permissions held by a server between requests: every change of a user's roles (user_roles) or of
-- a role's permissions (role_permissions) raises users.access_version of the users it concerns, in
-- the changing transaction. The session check reads the version with the session on every request
-- (modules/auth/session-check.ts) and reads the permissions again when it moved, so a change applies
-- at the next request on every server process. Statement triggers: replacing a role's hundred
-- permissions raises each of its users once, not a hundred times.
ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "user_roles_raise_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE users SET access_version = access_version + 1
    WHERE id IN (SELECT user_id FROM changed UNION SELECT user_id FROM changed_to);
  ELSE
    UPDATE users SET access_version = access_version + 1 WHERE id IN (SELECT user_id FROM changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "role_permissions_raise_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE users SET access_version = access_version + 1
    WHERE id IN (SELECT user_id FROM user_roles
                 WHERE role_id IN (SELECT role_id FROM changed UNION SELECT role_id FROM changed_to));
  ELSE
    UPDATE users SET access_version = access_version + 1
    WHERE id IN (SELECT user_id FROM user_roles WHERE role_id IN (SELECT role_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_roles_inserted_access" AFTER INSERT ON "user_roles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_updated_access" AFTER UPDATE ON "user_roles"
  REFERENCING OLD TABLE AS changed NEW TABLE AS changed_to FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_deleted_access" AFTER DELETE ON "user_roles"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "user_roles_raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_inserted_access" AFTER INSERT ON "role_permissions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "role_permissions_raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_updated_access" AFTER UPDATE ON "role_permissions"
  REFERENCING OLD TABLE AS changed NEW TABLE AS changed_to FOR EACH STATEMENT EXECUTE FUNCTION "role_permissions_raise_access_version"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_deleted_access" AFTER DELETE ON "role_permissions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "role_permissions_raise_access_version"();
