-- A treatment is one station: two ordered treatments of it never overlap. The database enforces it,
-- so concurrent orders of one free term cannot both succeed.
ALTER TABLE "ordered_treatments" ADD CONSTRAINT "ordered_treatments_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "treatment_id" WITH =, tstzrange("start_time", "end_time") WITH &&);
