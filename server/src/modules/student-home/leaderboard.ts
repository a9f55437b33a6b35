import { LEADERBOARD_SIZE, type LeaderboardEntry } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

interface Row extends Record<string, unknown> {
  student_id: string;
  first_name: string;
  last_name: string;
  points: number | string;
  rank: number | string;
}

/**
 * The leaderboard (DESIGN §3 "Leaderboard points"; the rule is in docs/decisions.md): the top 10
 * active students of the caller's system by points — the sum of their grades over graded
 * homeworks, exams and quizzes — and the caller's own entry wherever it stands. One query: the
 * three grade sums come from the submission tables' indexes, ranking is a window function, and only
 * names and points leave the database.
 */
export async function leaderboard(db: Db, me: { profileId: string; system: string }) {
  const { rows } = await db.execute<Row>(sql`
    with points as (
      select student_id, sum(grade)::bigint as points from (
        select student_id, grade from homework_submissions where grade is not null
        union all
        select student_id, grade from exam_submissions where grade is not null
        union all
        select student_id, grade from quiz_attempts where grade is not null
      ) graded
      group by student_id
    ),
    ranked as (
      select s.id as student_id, u.first_name, u.last_name, p.points,
        rank() over (order by p.points desc) as rank,
        row_number() over (order by p.points desc, u.last_name, u.first_name, s.id) as position
      from points p
      join students s on s.id = p.student_id
      join users u on u.id = s.user_id
      where s.system = ${me.system} and s.status = 'active' and u.is_active and p.points > 0
    )
    select student_id, first_name, last_name, points, rank from ranked
    where position <= ${LEADERBOARD_SIZE} or student_id = ${me.profileId}
    order by position
  `);
  const entries = rows.map((row): LeaderboardEntry & { studentId: string } => ({
    studentId: row.student_id,
    rank: Number(row.rank),
    name: `${row.first_name} ${row.last_name}`,
    points: Number(row.points),
    isMe: row.student_id === me.profileId,
  }));
  const strip = ({ studentId: _id, ...entry }: LeaderboardEntry & { studentId: string }) => entry;
  const mine = entries.find((e) => e.isMe);
  return {
    leaderboard: entries.slice(0, LEADERBOARD_SIZE).map(strip),
    me: mine ? strip(mine) : null,
  };
}
