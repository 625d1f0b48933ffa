// `npm run backup:decrypt -- <backup folder> <new folder>`: a plain copy of an encrypted backup, for
// pg_restore (PostgreSQL) or to look inside. `npm run restore` and the drill decrypt by themselves.
import { CommandRefused, runCommand, say } from '../cli/cli-run.ts';
import { decryptBackupFolder } from './backup-decrypt.ts';

await runCommand(
  'backup:decrypt',
  async (config) => {
    const [folder, out] = process.argv.slice(2);
    if (!folder || !out)
      throw new CommandRefused('usage: npm run backup:decrypt -- <backup folder> <new folder>', 2);
    try {
      const outcome = await decryptBackupFolder(config, folder, out);
      say(`decrypted ${outcome.files} files into ${outcome.out}`);
      say(`  the database: ${outcome.database} (plain: delete this folder once it has been restored)`);
    } catch (err) {
      throw new CommandRefused(err instanceof Error ? err.message : String(err));
    }
  },
  { withDatabase: false },
);
