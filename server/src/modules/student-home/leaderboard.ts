import { LEADERBOARD_REFRESH_MS, LEADERBOARD_SIZE, type LeaderboardEntry } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

interface RankedStudent {
  studentId: string;
  rank: number;
  name: string;
  points: number;
}
interface Ranking {
  top: RankedStudent[];
  byStudent: Map<string, RankedStudent>;
}

interface Row extends Record<string, unknown> {
  student_id: string;
  first_name: string;
  last_name: string;
  points: number | string;
  rank: number | string;
}

/**
 * The ranking of one system (DESIGN §3 "Leaderboard points"; the rule is in docs/decisions.md): the top 10
 * active students of a system by points — the sum of their grades over graded
 * homeworks, exams and quizzes — and everyone's rank. The sums are kept per student by the
 * database as grades change (`student_points`, migration 0015), so ranking reads one row per
 * student; ranking is a window function, and only names and points leave the database.
 */
async function rankSystem(db: Db, system: string): Promise<Ranking> {
  const { rows } = await db.execute<Row>(sql`
    with ranked as (
      select s.id as student_id, u.first_name, u.last_name, p.points,
        rank() over (order by p.points desc) as rank,
        row_number() over (order by p.points desc, u.last_name, u.first_name, s.id) as position
      from student_points p
      join students s on s.id = p.student_id
      join users u on u.id = s.user_id
      where s.system = ${system} and s.status = 'active' and u.is_active and p.points > 0
    )
    select student_id, first_name, last_name, points, rank from ranked order by position
  `);
  const entries = rows.map((row) => ({
    studentId: row.student_id,
    rank: Number(row.rank),
    name: `${row.first_name} ${row.last_name}`,
    points: Number(row.points),
  }));
  return {
    top: entries.slice(0, LEADERBOARD_SIZE),
    byStudent: new Map(entries.map((e) => [e.studentId, e])),
  };
}

/** How long a system's ranking is reused: the screen refreshes every 30 s (spec §9). */
const RANKING_TTL_MS = LEADERBOARD_REFRESH_MS;
/** Per database (so test apps never share), per system: the ranking last made, and the one being made. */
interface Cached {
  at: number;
  ranking: Promise<Ranking>;
  /** The ranking once made: what is served while the next one is made. */
  made?: Ranking;
}
const rankings = new WeakMap<Db, Map<string, Cached>>();

/**
 * A system's ranking: made at most once per 30 s, by one query shared by all its students (single
 * flight). Once one has been made, nobody waits for the next (issue 14: ranking 100,000 students
 * takes seconds): a stale ranking is served while its successor is made in the background, so what
 * a student sees is at most 30 s plus one ranking's time old. Only the very first call waits.
 */
function cachedRanking(db: Db, system: string, now: number): Promise<Ranking> {
  const bySystem = rankings.get(db) ?? new Map<string, Cached>();
  rankings.set(db, bySystem);
  const cached = bySystem.get(system);
  if (cached && now - cached.at < RANKING_TTL_MS)
    return cached.made ? Promise.resolve(cached.made) : cached.ranking;
  const entry: Cached = { at: now, ranking: rankSystem(db, system), made: cached?.made };
  bySystem.set(system, entry);
  entry.ranking.then(
    (made) => {
      entry.made = made;
    },
    // A failed ranking is not kept: the last one made (if any) is served until a retry succeeds.
    () => {
      if (bySystem.get(system) === entry) {
        if (cached?.made) bySystem.set(system, { ...cached, at: cached.at });
        else bySystem.delete(system);
      }
    },
  );
  return entry.made ? Promise.resolve(entry.made) : entry.ranking;
}

/**
 * The leaderboard a student sees: the top 10 of their system and their own entry. The ranking of a
 * system is made once per 30 s and shared by every student of it (single flight), so 2,000
 * students polling cost one ranking query per system per 30 s, not 2,000 (cachedRanking).
 */
export async function leaderboard(db: Db, me: { profileId: string; system: string }, now = Date.now()) {
  const ranking = await cachedRanking(db, me.system, now);
  const present = (e: RankedStudent): LeaderboardEntry => ({
    rank: e.rank,
    name: e.name,
    points: e.points,
    isMe: e.studentId === me.profileId,
  });
  const mine = ranking.byStudent.get(me.profileId);
  return { leaderboard: ranking.top.map(present), me: mine ? present(mine) : null };
}
