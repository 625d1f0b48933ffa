import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { namesSameDatabase } from '../apps/api/src/config/same-database.ts';
import { parseDailyTime } from '../apps/api/src/db/daily-schedule.ts';

/**
 * compose.yaml as docs/DEPLOY.md and docs/OPERATIONS.md describe it (no container engine needed): every
 * service's logs rotated by size, and a backup service that runs the scheduled backup daily with the
 * server's image, settings and volume, at the time sprout-backup.timer uses.
 */
const root = join(import.meta.dirname, '..');
const compose = yaml.load(readFileSync(join(root, 'compose.yaml'), 'utf8'));
const { app, backup } = compose.services;

describe('compose.yaml', () => {
  it('bounds every service’s logs: a rotating driver with a size and a number of files', () => {
    const names = Object.keys(compose.services);
    expect(names).toEqual(expect.arrayContaining(['app', 'backup', 'db', 'redis']));
    for (const name of names) {
      const logging = compose.services[name].logging;
      expect(['local', 'json-file'], name).toContain(logging?.driver);
      expect(logging.options?.['max-size'], name).toMatch(/^\d+[kmg]$/);
      expect(Number(logging.options?.['max-file']), name).toBeGreaterThan(0);
    }
  });

  it('runs the scheduled backup every day, with the server’s image, settings and volume', () => {
    const [node, script, ...flags] = backup.command;
    expect(node).toBe('node');
    expect(existsSync(join(root, script))).toBe(true);
    expect(script).toBe('apps/api/src/db/backup-cli.ts');
    expect(flags.slice(0, 2)).toEqual(['--scheduled', '--daily-at']);
    expect(parseDailyTime(flags[2])).toBe(flags[2]);
    expect(backup.image).toBe(app.image);
    expect(backup.env_file).toBe(app.env_file);
    expect(backup.volumes).toEqual(app.volumes);
    expect(backup.volumes).toContain('sprout:/var/lib/sprout');
    for (const name of ['NODE_ENV', 'DATABASE_URL', 'STORAGE_DIR', 'BACKUP_DIR'])
      expect(backup.environment[name], name).toBe(app.environment[name]);
    expect(backup.depends_on.db.condition).toBe('service_healthy');
    expect(backup.restart).toBe('unless-stopped');
    // The image's HEALTHCHECK asks /health, which only the server answers.
    expect(backup.healthcheck).toEqual({ disable: true });
  });

  it('takes it at the time the systemd timer does', () => {
    const timer = readFileSync(join(root, 'deploy/systemd/sprout-backup.timer'), 'utf8');
    const at = /^OnCalendar=\*-\*-\* (\d{2}:\d{2}):00 Asia\/Shanghai$/m.exec(timer)?.[1];
    expect(at).toBeDefined();
    expect(backup.command.at(-1)).toBe(at);
  });

  it('drills into a scratch database, never the live one', () => {
    const filled = (url) => url.replace(/\$\{POSTGRES_PASSWORD[^}]*\}/, 'pw');
    const scratch = backup.environment.RESTORE_DRILL_DATABASE_URL;
    expect(scratch).toBeDefined();
    expect(namesSameDatabase(filled(scratch), filled(app.environment.DATABASE_URL))).toBe(false);
    expect(app.environment.RESTORE_DRILL_DATABASE_URL).toBeUndefined();
  });
});
