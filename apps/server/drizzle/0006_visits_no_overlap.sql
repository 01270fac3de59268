-- A therapist never holds two overlapping active visits (every status but 2, cancelled; domain
-- ACTIVE_VISIT_STATUSES). The database enforces it, so concurrent bookings cannot both succeed.
ALTER TABLE "visits" ADD CONSTRAINT "visits_therapist_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "therapist_id" WITH =, tstzrange("start_time", "end_time") WITH &&)
  WHERE ("status" <> 2);
