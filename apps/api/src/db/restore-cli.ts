// `npm run restore <folder>`: puts a SQLite backup and its uploads back, refusing while a server has
// the database open. The replaced files are kept beside the originals.
import { CommandRefused, runCommand, say } from '../cli/cli-run.ts';
import { restoreBackup } from './restore.ts';

await runCommand(
  'restore',
  async (config) => {
    const folder = process.argv[2];
    if (!folder) throw new CommandRefused('usage: npm run restore <backup folder>', 2);
    try {
      const outcome = await restoreBackup(config, folder);
      say(`restored ${outcome.database}${outcome.uploads ? ` and ${outcome.uploads}` : ''}`);
      for (const aside of outcome.setAside) say(`  the replaced copy is kept as ${aside}`);
    } catch (err) {
      throw new CommandRefused(err instanceof Error ? err.message : String(err));
    }
  },
  { withDatabase: false },
);
