import { LEADERBOARD_REFRESH_MS, LEADERBOARD_SIZE, type LeaderboardEntry } from '@sabora/contract';
import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { studentPoints, students, users } from '../../db/schema/index.js';
import { KeptReads } from '../../lib/kept-reads.js';

interface RankedStudent {
  studentId: string;
  rank: number;
  name: string;
  points: number;
}
/** A student's own entry: rank and points (their name is the caller's). */
type Standing = { rank: number; points: number };
interface Ranking {
  top: RankedStudent[];
  /** The distinct scores, highest first; `above[i]` students have more than `scores[i]` (the last: all). */
  scores: number[];
  above: number[];
  /** Each asking student's standing, read once per ranking (see `standingOf`). */
  standings: Map<string, Promise<Standing | null>>;
}

type System = (typeof students.$inferSelect)['system'];

/** Who is ranked: active students (and accounts) of the system with points. */
const eligible = (system: System, more?: SQL) =>
  and(
    eq(students.system, system),
    eq(students.status, 'active'),
    eq(users.isActive, true),
    gt(studentPoints.points, 0),
    more,
  );

/** A read of the points with the student and their account, for `eligible`. */
const withStudents = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(students, eq(students.id, studentPoints.studentId))
    .innerJoin(users, eq(users.id, students.userId));

/**
 * The ranking of one system (docs/decisions.md, "Leaderboard points"): the top 10
 * active students of a system by points — the sum of their grades over graded
 * homeworks, exams and quizzes — and how many students hold each score, from which anyone's rank
 * follows (rank = 1 + the students with more points). The sums are kept per student by the
 * database as grades change (`student_points`, migration 0015). Both are read in one snapshot.
 * Sending every student's row instead (as the first rankings did) cost the server
 * ~0.7 s of CPU every 30 s at 100,000 students in a system, pausing every other request in turn.
 */
async function rankSystem(db: Db, system: System): Promise<Ranking> {
  const [top, counts] = await db.transaction(
    async (tx) => {
      const best = await withStudents(
        tx
          .select({
            studentId: students.id,
            firstName: users.firstName,
            lastName: users.lastName,
            points: studentPoints.points,
          })
          .from(studentPoints)
          .$dynamic(),
      )
        .where(eligible(system))
        .orderBy(desc(studentPoints.points), asc(users.lastName), asc(users.firstName), asc(students.id))
        .limit(LEADERBOARD_SIZE);
      const held = await withStudents(
        tx.select({ points: studentPoints.points, n: count() }).from(studentPoints).$dynamic(),
      )
        .where(eligible(system))
        .groupBy(studentPoints.points)
        .orderBy(desc(studentPoints.points));
      return [best, held];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const scores: number[] = [];
  const above: number[] = [];
  let seen = 0;
  for (const { points, n } of counts) {
    scores.push(points);
    above.push(seen);
    seen += n;
  }
  above.push(seen);
  const ranking: Ranking = { top: [], scores, above, standings: new Map() };
  ranking.top = top.map((row) => ({
    studentId: row.studentId,
    name: `${row.firstName} ${row.lastName}`,
    points: row.points,
    rank: rankOf(ranking, row.points),
  }));
  return ranking;
}

/** 1 + how many students of the ranking have more points (so equal points share a rank). */
function rankOf(ranking: Ranking, points: number) {
  // The first score not above `points` (binary search: the scores are highest first).
  let lo = 0;
  let hi = ranking.scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranking.scores[mid]! > points) lo = mid + 1;
    else hi = mid;
  }
  return 1 + ranking.above[lo]!;
}

/**
 * A student's own entry: their points, read the first time they ask while this ranking is served
 * (so at most one read per student per 30 s, like the ranking), ranked among the ranking's
 * scores. In the top 10 it is their entry there, so the two never disagree.
 */
function standingOf(db: Db, ranking: Ranking, me: { profileId: string; system: System }) {
  const inTop = ranking.top.find((e) => e.studentId === me.profileId);
  if (inTop) return Promise.resolve({ rank: inTop.rank, points: inTop.points });
  let standing = ranking.standings.get(me.profileId);
  if (!standing) {
    standing = withStudents(db.select({ points: studentPoints.points }).from(studentPoints).$dynamic())
      .where(eligible(me.system, eq(students.id, me.profileId)))
      .then(([mine]) => (mine ? { rank: rankOf(ranking, mine.points), points: mine.points } : null));
    ranking.standings.set(me.profileId, standing);
    // A failed read is not kept: the next visit reads again.
    standing.catch(() => ranking.standings.delete(me.profileId));
  }
  return standing;
}

/**
 * Each system's ranking, kept per database (so test apps never share): made at most once per 30 s
 * (the screen's refresh, LEADERBOARD_REFRESH_MS) by one query shared by all its students (single flight). Once
 * one has been made nobody waits for the next (ranking 100,000 students takes seconds): the last
 * one is served while its successor is made in the background, also after a failed one, so what a
 * student sees is at most 30 s plus one ranking's time old. Only the very first call waits. No
 * table forgets it: points change with every quiz of a rush, and the ranking follows on its clock.
 */
const rankings = new WeakMap<Db, KeptReads<Ranking>>();
function cachedRanking(db: Db, system: System, now: number): Promise<Ranking> {
  let kept = rankings.get(db);
  if (!kept) {
    kept = new KeptReads<Ranking>({
      keepMs: LEADERBOARD_REFRESH_MS,
      serveStaleMs: Number.POSITIVE_INFINITY,
    });
    rankings.set(db, kept);
  }
  return kept.get(system, () => rankSystem(db, system), now);
}

/**
 * The leaderboard a student sees: the top 10 of their system and their own entry. The ranking of a
 * system is made once per 30 s and shared by every student of it (single flight), so 2,000
 * students polling cost one ranking per system per 30 s, not 2,000 (cachedRanking), and each
 * student's own entry one read of their points per ranking (standingOf).
 */
export async function leaderboard(
  db: Db,
  me: { profileId: string; system: System; name: string },
  now = Date.now(),
) {
  const ranking = await cachedRanking(db, me.system, now);
  const mine = await standingOf(db, ranking, me);
  const present = (e: RankedStudent): LeaderboardEntry => ({
    rank: e.rank,
    name: e.name,
    points: e.points,
    isMe: e.studentId === me.profileId,
  });
  return {
    leaderboard: ranking.top.map(present),
    me: mine ? present({ ...mine, studentId: me.profileId, name: me.name }) : null,
  };
}
