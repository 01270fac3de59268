-- A room never holds two overlapping active visits (every status but 2, cancelled), as a therapist
-- does not (visits_therapist_no_overlap): the database enforces it, so concurrent bookings of one room
-- cannot both succeed. An exclusion constraint cannot be added NOT VALID, so rooms already
-- double-booked are freed first: in each room, visits in order of start (then id), a visit keeps the
-- room unless it overlaps one that kept it, else it stays booked without a room (reception reassigns
-- it from the rooms calendar's 'Bez gabinetu' column). In a chain A–B–C where only B overlaps C and A,
-- B loses the room and C keeps it. Empty ranges (start = end) overlap nothing and are left alone.
DO $$
DECLARE
  v record;
  room integer;
  kept_end timestamptz;
BEGIN
  FOR v IN
    SELECT "id", "room_id", "start_time", "end_time" FROM "visits"
    WHERE "room_id" IS NOT NULL AND "status" <> 2 AND "start_time" < "end_time"
    ORDER BY "room_id", "start_time", "id"
  LOOP
    IF room IS DISTINCT FROM v.room_id THEN
      room := v.room_id;
      kept_end := v.end_time;
    ELSIF v.start_time < kept_end THEN
      UPDATE "visits" SET "room_id" = NULL WHERE "id" = v.id;
    ELSE
      -- The visits that kept the room do not overlap, so the last of them ends latest.
      kept_end := v.end_time;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_room_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "room_id" WITH =, tstzrange("start_time", "end_time") WITH &&)
  WHERE ("room_id" IS NOT NULL AND "status" <> 2);
