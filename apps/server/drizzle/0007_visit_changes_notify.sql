-- Live calendar: every committed insert or update of a visit is announced on the channel
-- 'visit_changes' as {"tenantId", "visitId", "therapistId"} (platform/db/notifications.ts listens,
-- modules/visits/visit-events.ts fans it out to the tenant's open calendars). NOTIFY is delivered at
-- commit, so a rolled-back change is never announced. A visit moved to another therapist is also
-- announced for the previous one, whose column loses it.
CREATE FUNCTION "visits_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('visit_changes', json_build_object(
    'tenantId', NEW.tenant_id, 'visitId', NEW.id, 'therapistId', NEW.therapist_id)::text);
  IF TG_OP = 'UPDATE' AND OLD.therapist_id IS DISTINCT FROM NEW.therapist_id THEN
    PERFORM pg_notify('visit_changes', json_build_object(
      'tenantId', OLD.tenant_id, 'visitId', OLD.id, 'therapistId', OLD.therapist_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visits_notify_change" AFTER INSERT OR UPDATE ON "visits"
  FOR EACH ROW EXECUTE FUNCTION "visits_notify_change"();
