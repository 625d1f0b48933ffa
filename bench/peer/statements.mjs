// The peer's SQL: what Sprout's repositories send for the four key reads (the same joins, filters,
// order and limits; identifiers quoted as Kysely quotes them), prepared once on node:sqlite.

/** Every statement of bench/peer/reads.mjs, prepared on `db`. */
export const prepareStatements = (db) => ({
  session: db.prepare(
    `select "s"."id", "s"."expires_at", "s"."last_seen_at", "s"."revoked_at", "u"."id" as "user_id",
              "u"."uid", "u"."phone", "u"."status"
         from "parent_sessions" as "s" inner join "users" as "u" on "u"."id" = "s"."user_id"
        where "s"."token_hash" = ?`,
  ),
  touch: db.prepare(`update "parent_sessions" set "last_seen_at" = ? where "id" = ?`),
  babies: db.prepare(
    `select * from "babies" where "user_id" = ? and "deleted_at" is null
        order by "is_default" desc, "id" asc limit ? offset ?`,
  ),
  babyCount: db.prepare(
    `select count(*) as "count" from "babies" where "user_id" = ? and "deleted_at" is null`,
  ),
  doctor: db.prepare(
    `select "d"."id", "d"."name", "d"."title", "d"."speciality", "d"."introduction", "d"."photo_url",
              "d"."registration_fee_fen", "d"."status", "d"."department_id", "d"."facility_id",
              "dp"."name" as "dept_name", "f"."name" as "facility_name"
         from "doctors" as "d"
         inner join "departments" as "dp" on "dp"."id" = "d"."department_id"
         inner join "facilities" as "f" on "f"."id" = "d"."facility_id"
        where "d"."id" = ?`,
  ),
  facility: db.prepare(`select * from "facilities" where "id" = ? and "status" = 'open'`),
  slots: db.prepare(
    `select "s"."id", "s"."date", "s"."start_time", "s"."end_time", "s"."capacity", "s"."booked",
              "cs"."period", "cs"."status" as "session_status"
         from "slots" as "s" inner join "clinic_sessions" as "cs" on "cs"."id" = "s"."session_id"
        where "s"."doctor_id" = ? and "s"."date" >= ? and "s"."date" <= ?
        order by "s"."date", "s"."start_time"`,
  ),
  holidays: db.prepare(
    `select "date" from "holidays" where "facility_id" = ? and "date" >= ? and "date" <= ?`,
  ),
  appointments: db.prepare(
    `select "a".*, "b"."name" as "baby_name", "d"."name" as "doctor_name", "d"."title" as "doctor_title",
              "d"."photo_url" as "doctor_photo_url", "dp"."name" as "dept_name", "f"."name" as "facility_name",
              "f"."address" as "facility_address", "f"."cancel_cutoff_minutes", "cs"."period",
              "o"."order_no", "o"."status" as "order_status", "o"."amount_fen" as "order_amount_fen"
         from "appointments" as "a"
         inner join "babies" as "b" on "b"."id" = "a"."baby_id"
         inner join "doctors" as "d" on "d"."id" = "a"."doctor_id"
         inner join "departments" as "dp" on "dp"."id" = "a"."department_id"
         inner join "facilities" as "f" on "f"."id" = "a"."facility_id"
         inner join "slots" as "s" on "s"."id" = "a"."slot_id"
         inner join "clinic_sessions" as "cs" on "cs"."id" = "s"."session_id"
         left join "orders" as "o" on "o"."id" = "a"."order_id"
        where "a"."user_id" = ? and "a"."hidden_at" is null
        order by "a"."id" desc limit ? offset ?`,
  ),
  appointmentCount: db.prepare(
    `select count(*) as "count" from "appointments" as "a" where "a"."user_id" = ? and "a"."hidden_at" is null`,
  ),
  growthBaby: db.prepare(
    `select "b"."id", "b"."user_id", "b"."name", "b"."sex", "b"."birthday", "b"."gestational_weeks",
              "b"."dad_height_mm", "b"."mom_height_mm", "b"."pid"
         from "babies" as "b" where "b"."deleted_at" is null and "b"."user_id" = ? and "b"."id" = ?`,
  ),
  userReference: db.prepare(`select "growth_reference" from "users" where "id" = ?`),
  clinicReference: db.prepare(`select "growth_reference" from "facilities" order by "id" limit 1`),
  measurements: db.prepare(
    `select "m".* from "growth_measurements" as "m"
        where "m"."deleted_at" is null and ("m"."baby_id" = ? or ("m"."pid" = ? and "m"."source" = 'clinic'))
        order by "m"."measured_on", "m"."id"`,
  ),
  measurementsNoPid: db.prepare(
    `select "m".* from "growth_measurements" as "m"
        where "m"."deleted_at" is null and "m"."baby_id" = ?
        order by "m"."measured_on", "m"."id"`,
  ),
});
