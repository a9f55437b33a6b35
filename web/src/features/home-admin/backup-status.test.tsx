import type { BackupRun, BackupStatus } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const admin = makeUser({ role: 'admin', firstName: 'Mona', lastName: 'Hassan' });
const settings = (language = 'en') => ({
  body: { success: true, data: { language, theme: 'light', emailNotifications: true } },
});
const run = (over: Partial<BackupRun>): BackupRun => ({
  scheduledFor: '2026-12-01T00:30:00.000Z',
  startedAt: '2026-12-01T00:30:01.000Z',
  finishedAt: '2026-12-01T00:30:09.000Z',
  status: 'succeeded',
  file: 'sabora-20261201-003001.tar',
  bytes: 3 * 1024 * 1024 + 300 * 1024,
  error: null,
  ...over,
});
const STATUS: BackupStatus = {
  schedule: '30 2 * * *',
  timeZone: 'Africa/Cairo',
  keep: 14,
  nextRunAt: '2026-12-02T00:30:00.000Z',
  last: run({}),
  lastSucceeded: null,
};

async function backupsPanel(status: BackupStatus | null, language = 'en') {
  stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/users/me/settings': settings(language),
    ...(status && { 'GET /api/backups/status': { body: { success: true, data: status } } }),
  });
  renderApp('/home-admin', { user: admin });
  return screen.findByRole('region', { name: language === 'ar' ? 'النسخ الاحتياطية' : 'Backups' });
}

describe("the admin home's backups", () => {
  it('shows the last backup with its size and outcome, and when the next runs', async () => {
    const panel = await backupsPanel(STATUS);
    expect(await within(panel).findByText(/^Last backup: .*, 3\.3 MB$/)).toBeInTheDocument();
    expect(within(panel).getByText('Succeeded')).toBeInTheDocument();
    expect(within(panel).getByText(/^Next backup: .*\. Archives kept: 14\.$/)).toBeInTheDocument();
    expect(panel.querySelectorAll('time')[0]).toHaveAttribute('datetime', '2026-12-01T00:30:01.000Z');
  });

  it('after a failure says why, and names the last good backup', async () => {
    const panel = await backupsPanel({
      ...STATUS,
      last: run({ status: 'failed', file: null, bytes: null, error: 'ENOSPC: no space left on device' }),
      lastSucceeded: run({ startedAt: '2026-11-30T00:30:01.000Z', bytes: 2048 }),
    });
    expect(await within(panel).findByText('Failed')).toBeInTheDocument();
    expect(within(panel).getByText(wholeText('Reason: ENOSPC: no space left on device'))).toBeInTheDocument();
    expect(within(panel).getByText(/^Last good backup: .*, 2 KB$/)).toBeInTheDocument();
  });

  it('says when none has run, and when scheduled backups are off', async () => {
    const panel = await backupsPanel({ ...STATUS, schedule: null, nextRunAt: null, last: null });
    expect(await within(panel).findByText('No backup has run yet.')).toBeInTheDocument();
    expect(within(panel).getByText('Scheduled backups are off (BACKUP_SCHEDULE=off).')).toBeInTheDocument();
  });

  it('says when none has succeeded yet', async () => {
    const failedOnly = await backupsPanel({
      ...STATUS,
      last: run({ status: 'failed', bytes: null, error: 'disk full' }),
    });
    expect(await within(failedOnly).findByText('No backup has succeeded yet.')).toBeInTheDocument();
  });

  it('offers to try again when the status cannot be read', async () => {
    const panel = await backupsPanel(null);
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('Failed to load the backups')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('reads in Arabic with Arabic digits', async () => {
    const panel = await backupsPanel(STATUS, 'ar');
    expect(await within(panel).findByText('نجحت')).toBeInTheDocument();
    expect(within(panel).getByText(/عدد النسخ المحفوظة: ١٤\.$/)).toBeInTheDocument();
  });
});
