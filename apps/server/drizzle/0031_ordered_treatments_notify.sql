-- Live calendars: a committed insert, move or delete of an ordered treatment is announced on the
-- visits' channel 'visit_changes' with the payload of 0007_visit_changes_notify, naming its source
-- visit and that visit's therapist, so the visits calendar and /fizykoterapia (one SSE stream) read
-- the change. NOTIFY is delivered at commit: a rolled-back order is never announced.
CREATE FUNCTION "ordered_treatments_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed "ordered_treatments";
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  PERFORM pg_notify('visit_changes', json_build_object(
    'tenantId', changed.tenant_id, 'visitId', changed.source_visit_id,
    'therapistId', v.therapist_id)::text)
  FROM "visits" v WHERE v.id = changed.source_visit_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ordered_treatments_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "ordered_treatments"
  FOR EACH ROW EXECUTE FUNCTION "ordered_treatments_notify_change"();
