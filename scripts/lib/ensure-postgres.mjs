// A throwaway PostgreSQL cluster for the integration tests: finds PostgreSQL's server binaries
// (installing Debian's `postgresql`, which is 15 on bookworm, when they are missing and we are
// root), initdb's a cluster in a temporary folder and starts it on 127.0.0.1 and a free port, with
// its socket in that folder. Nothing is left behind: stop() (also run at process exit) stops the
// server and deletes the folder.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, freePort, isRoot } from './run.mjs';

const NEEDED = ['initdb', 'pg_ctl', 'postgres'];

/** Debian's layout, 15 first, then any other installed major, newest first. */
const standardDirs = () => {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  majors.sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)));
  return majors.map((v) => join(base, v, 'bin'));
};

/**
 * The first folder holding initdb, pg_ctl and postgres. SPROUT_PG_SEARCH (folders separated by ':')
 * replaces the standard places before an install, which lets you simulate a machine without them.
 */
export const findPgBin = (dirs = process.env.SPROUT_PG_SEARCH?.split(':') ?? standardDirs()) =>
  dirs.find((d) => NEEDED.every((b) => existsSync(join(d, b)))) ?? null;

/** Thrown when PostgreSQL is missing and cannot be installed (not root): callers skip, loudly. */
export class PostgresUnavailable extends Error {}

const sh = (argv, { quiet = false } = {}) => {
  const r = spawnSync(argv[0], argv.slice(1), { stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (r.status !== 0 && quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.status === 0;
};

/** Starts a fresh cluster. Returns `{ url, port, dir, stop() }`; url is the superuser's admin URL. */
export const startPostgres = async () => {
  let bin = findPgBin();
  if (!bin) {
    if (!isRoot())
      throw new PostgresUnavailable(
        'PostgreSQL server binaries are missing and we are not root, so they cannot be installed (apt-get install postgresql)',
      );
    console.log('PostgreSQL server binaries not found: installing Debian package postgresql');
    if (!aptInstall(['postgresql'])) throw new Error('apt-get install postgresql failed');
    bin = findPgBin(standardDirs());
    if (!bin)
      throw new Error(
        'postgresql installed but initdb/pg_ctl/postgres still not found under /usr/lib/postgresql',
      );
  }
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout?.trim();
  console.log(`PostgreSQL: ${version} (${bin})`);

  // As root the server must run as the `postgres` user (created by the Debian package).
  const asUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  const dir = mkdtempSync(join(tmpdir(), 'sprout-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (isRoot()) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) throw new Error('user postgres does not exist (install the postgresql package)');
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const pgCtl = [...asUser, join(bin, 'pg_ctl'), '-D', data];

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    if (existsSync(join(data, 'postmaster.pid'))) {
      if (!sh([...pgCtl, 'stop', '-m', 'fast', '-w', '-t', '30'], { quiet: true })) {
        // pg_ctl could not stop it: kill the postmaster by its pid.
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0)
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);

  try {
    const initdb = [
      ...asUser,
      join(bin, 'initdb'),
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ];
    if (!sh(initdb, { quiet: true })) throw new Error('initdb failed');
    const port = await freePort();
    // Loopback only; durability off (a test cluster); socket in our folder, not /var/run/postgresql.
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    if (!sh([...pgCtl, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start'])) {
      if (existsSync(logFile)) process.stderr.write(readFileSync(logFile, 'utf8'));
      throw new Error('pg_ctl start failed');
    }
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    console.log(`PostgreSQL cluster up: 127.0.0.1:${port}, pid ${pid}, data ${data}`);
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, pid, dir, stop };
  } catch (err) {
    stop();
    throw err;
  }
};
