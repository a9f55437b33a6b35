CREATE TABLE "quiz_attempt_answers" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every submitted attempt's answers, kept: one row per attempt, the answers in quiz order.
INSERT INTO "quiz_attempt_answers" ("attempt_id", "answers")
SELECT "attempt_id", jsonb_agg(jsonb_build_object(
	'question_id', "question_id", 'position', "position", 'selected_answer', "selected_answer",
	'correct_answer', "correct_answer", 'is_correct', "is_correct") ORDER BY "position")
FROM "quiz_answers" GROUP BY "attempt_id";
