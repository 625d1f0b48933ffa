// `npm run backup`: a dated folder under BACKUP_DIR with a consistent copy of the database (SQLite's
// online backup while the server runs and writes, or pg_dump) and of the uploads folder.
import { runCommand, say } from '../cli/cli-run.ts';
import { writeBackup } from './backup.ts';

await runCommand(
  'backup',
  async (config) => {
    const started = Date.now();
    const folder = await writeBackup(config, 'manual');
    say(`backup written in ${Date.now() - started} ms: ${folder}`);
  },
  { withDatabase: false },
);
