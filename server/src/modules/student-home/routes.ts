import { studentHomeEndpoints as api, progressEndpoints } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import { profileOfUser, whoseWork } from '../../access/index.js';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { notFound } from '../../plugins/errors.js';
import { calendarWindow, dueDates } from './calendar.js';
import { calendarFeedUrl, calendarFile, regenerateCalendarFeed } from './calendar-feed.js';
import { leaderboard } from './leaderboard.js';
import { studentProgress } from './progress.js';
import { studentSummary } from './summary.js';

const STUDENT = ['student'] as const;

export const studentHomeModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  /** The signed-in student's profile (id, system); 404 for a student account without a profile. */
  const ownProfile = async (userId: string) => {
    const profile = await profileOfUser(ctx.db, userId);
    if (!profile) throw notFound('studentNotFound');
    return profile;
  };

  // A parent reads a child's calendar with ?student=, read only.
  route(app, api.calendar, ['student', 'parent'], async (req) => {
    const profileId = await whoseWork(ctx.db, currentUser(req), req.query.student);
    return { success: true, data: profileId ? await dueDates(ctx.db, profileId, calendarWindow()) : [] };
  });

  route(app, api.leaderboard, STUDENT, async (req) => {
    const user = currentUser(req);
    const me = await ownProfile(user.id);
    const name = `${user.firstName} ${user.lastName}`;
    return { success: true, ...(await leaderboard(ctx.db, { profileId: me.id, system: me.system, name })) };
  });

  // A parent reads a child's figures with ?student= (the parent dashboard).
  route(app, api.summary, ['student', 'parent'], async (req) => {
    const profileId = await whoseWork(ctx.db, currentUser(req), req.query.student);
    if (!profileId) throw notFound('studentNotFound');
    return { success: true, data: await studentSummary(ctx.db, profileId) };
  });

  route(app, progressEndpoints.mine, ['student', 'parent'], async (req) => {
    const profileId = await whoseWork(ctx.db, currentUser(req), req.query.student);
    if (!profileId) throw notFound('studentNotFound');
    return { success: true, data: await studentProgress(ctx.db, profileId) };
  });

  route(app, api.calendarFeed, STUDENT, async (req) => ({
    success: true,
    url: await calendarFeedUrl(ctx, (await ownProfile(currentUser(req).id)).id),
  }));

  route(app, api.regenerateCalendarFeed, STUDENT, async (req) => ({
    success: true,
    message: 'A new calendar address was made; the old one no longer works.',
    url: await regenerateCalendarFeed(ctx, (await ownProfile(currentUser(req).id)).id),
  }));

  // Public: a calendar app cannot sign in; the long random token in the path is the key.
  // The file's headers only once there is a file: an unknown token is a plain JSON 404.
  route(app, api.calendarFile, 'public', async (req, reply) => {
    const file = await calendarFile(ctx, req.params.token.replace(/\.ics$/, ''));
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="sabora.ics"')
      .header('Cache-Control', 'private, max-age=0')
      .send(file);
  });
};
