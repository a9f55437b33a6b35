import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/temp-dirs.js';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => tempDir('sabora-config-');

describe('loadConfig', () => {
  it('has the defaults the README documents', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      seedDemo: true,
      databaseUrl: undefined,
    });
    // The generated JWT secret is kept in DATA_DIR so tokens survive a restart.
    expect(config.jwtSecret).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('trusts forwarded headers only when TRUST_PROXY says so', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.1, 10.0.0.0/8',
    );
  });

  it('turns the demo seed off by default with DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: /],
    [{ PORT: '70000' }, /^Invalid PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: /],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO: /],
    [{ JWT_SECRET: 'short' }, /^Invalid JWT_SECRET: must be at least 32 characters$/],
    [{ ADMIN_EMAIL: 'boss@example.com' }, /^Invalid ADMIN_EMAIL\/ADMIN_PASSWORD: /],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL: /],
    [{ TRUST_PROXY: 'yes please' }, /^Invalid TRUST_PROXY: /],
    [{ BACKUP_SCHEDULE: 'nightly' }, /^Invalid BACKUP_SCHEDULE: must be a cron expression/],
    // Empty is not "off": a variable set to nothing must not silently stop the backups.
    [{ BACKUP_SCHEDULE: '' }, /^Invalid BACKUP_SCHEDULE: must be a cron expression/],
    [{ BACKUP_KEEP: '0' }, /^Invalid BACKUP_KEEP: /],
  ])('stops on a bad value with one line naming it: %o', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });
});
