CREATE TABLE "student_points" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_points" ADD CONSTRAINT "student_points_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The points of the work there is already.
INSERT INTO "student_points" ("student_id", "points")
SELECT "student_id", sum("grade") FROM (
  SELECT "student_id", "grade" FROM "homework_submissions" WHERE "grade" IS NOT NULL
  UNION ALL SELECT "student_id", "grade" FROM "exam_submissions" WHERE "grade" IS NOT NULL
  UNION ALL SELECT "student_id", "grade" FROM "quiz_attempts" WHERE "grade" IS NOT NULL
) "graded" GROUP BY "student_id";
--> statement-breakpoint
-- A grade given, changed or removed moves its student's points by the difference, in the same
-- transaction as the change (so a ranking never counts a grade twice or misses one).
CREATE FUNCTION "student_points_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."grade" IS NOT NULL THEN
    UPDATE "student_points" SET "points" = "points" - OLD."grade" WHERE "student_id" = OLD."student_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."grade" IS NOT NULL THEN
    INSERT INTO "student_points" ("student_id", "points") VALUES (NEW."student_id", NEW."grade")
    ON CONFLICT ("student_id") DO UPDATE SET "points" = "student_points"."points" + EXCLUDED."points";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "homework_submissions_points" AFTER INSERT OR DELETE OR UPDATE OF "grade", "student_id"
  ON "homework_submissions" FOR EACH ROW EXECUTE FUNCTION "student_points_follow"();
--> statement-breakpoint
CREATE TRIGGER "exam_submissions_points" AFTER INSERT OR DELETE OR UPDATE OF "grade", "student_id"
  ON "exam_submissions" FOR EACH ROW EXECUTE FUNCTION "student_points_follow"();
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_points" AFTER INSERT OR DELETE OR UPDATE OF "grade", "student_id"
  ON "quiz_attempts" FOR EACH ROW EXECUTE FUNCTION "student_points_follow"();
