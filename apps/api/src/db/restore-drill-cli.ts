// `npm run restore:drill [-- <backup folder>]`: restores the newest finished backup (or the one named)
// where it harms nothing (SQLite: a temporary file; PostgreSQL: RESTORE_DRILL_DATABASE_URL), compares
// each table's rows with the manifest and prints them. Exits 1 on any difference, a missing key, a
// file that fails to decrypt or a failed restore: a backup nobody has restored is a hope, not a backup.
import { CommandRefused, runCommand, say } from '../cli/cli-run.ts';
import { type DrillOutcome, runRestoreDrill } from './restore-drill.ts';

const report = (outcome: DrillOutcome): void => {
  const { manifest, rows } = outcome;
  say(`restore drill: ${outcome.folder}`);
  say(
    `  ${manifest.reason}, ${manifest.dialect}, ${manifest.encrypted ? 'encrypted' : 'not encrypted'}, taken ${manifest.createdAt}; restored into ${outcome.into}`,
  );
  const width = Math.max(5, ...rows.map((r) => r.table.length));
  say(`  ${'table'.padEnd(width)}  ${'backup'.padStart(9)}  ${'restored'.padStart(9)}`);
  for (const r of rows)
    say(
      `  ${r.table.padEnd(width)}  ${String(r.backup ?? '-').padStart(9)}  ${String(r.restored ?? '-').padStart(9)}${r.backup === r.restored ? '' : '  <- differs'}`,
    );
  if (outcome.uploadFiles !== null)
    say(
      `  uploads: ${outcome.uploadFiles} files${manifest.encrypted ? ', each decrypted and authenticated' : ''}`,
    );
};

await runCommand(
  'restore:drill',
  async (config) => {
    let outcome: DrillOutcome;
    try {
      outcome = await runRestoreDrill(config, process.argv[2]);
    } catch (err) {
      throw new CommandRefused(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
    }
    report(outcome);
    if (outcome.differences.length > 0)
      throw new CommandRefused(
        `FAILED: ${outcome.differences.length} difference(s):\n  ${outcome.differences.join('\n  ')}`,
      );
    say(`PASSED: ${outcome.rows.length} tables restored with the rows the manifest counted`);
  },
  { withDatabase: false },
);
