import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanLog, sensitiveValuesOf } from '../../scripts/lib/log-scan.mjs';
import { stopPid } from '../../scripts/lib/server.mjs';

/**
 * Stops the server that global-setup started (by pid), then scans its whole log for what no log line
 * may carry (quality bar R15): phone numbers, the names the run stored, session and share tokens, SMS
 * and WeChat codes. Findings go to test-results/e2e-log-scan.txt and fail the run. Then removes the
 * server's temporary folder.
 */
export default async function globalTeardown(): Promise<void> {
  await stopPid(Number(process.env.E2E_SERVER_PID));
  try {
    const logFile = join('test-results', 'e2e-server.log');
    const sqlite = process.env.E2E_SQLITE_PATH;
    const values = sqlite ? sensitiveValuesOf(sqlite) : {};
    const findings = scanLog(readFileSync(logFile, 'utf8'), values);
    const report = findings.map((f) => `line ${f.line}: ${f.kind}: ${f.excerpt}`);
    writeFileSync(
      join('test-results', 'e2e-log-scan.txt'),
      `${report.length} finding(s) in ${logFile}\n${report.join('\n')}\n`,
    );
    console.log(`e2e: log scan (R15): ${findings.length} finding(s) in ${logFile}`);
    if (findings.length > 0)
      throw new Error(
        `the server log carries personal data or secrets (R15):\n${report.slice(0, 20).join('\n')}`,
      );
  } finally {
    if (process.env.E2E_SERVER_DIR) rmSync(process.env.E2E_SERVER_DIR, { recursive: true, force: true });
  }
}
