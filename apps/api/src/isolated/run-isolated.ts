import { fork, type Serializable } from 'node:child_process';

/**
 * Runs one task in a short-lived Node process of its own: the script gets `input` over IPC, answers
 * with one message and exits. For work that must not weigh on the server's process: drawing a PDF in
 * the CJK font (fontkit and the font stay resident otherwise), decoding an iPhone's HEIC (WebAssembly,
 * hundreds of MB), and parsing a PDF someone uploaded (pdf-lib on untrusted bytes). The process has a
 * time limit (killed when it runs over) and an old-space cap; bytes cross as Uint8Arrays
 * ('advanced' serialization), not as JSON.
 */
export interface IsolatedTask<T> {
  /** The script's path (a file beside its caller, resolved from import.meta.url). */
  script: string;
  /** The old space the process may use, in MB. */
  maxOldSpaceMb: number;
  timeoutMs: number;
  /** The answer, checked field by field (it crossed a process boundary); null when it is not one. */
  read: (message: unknown) => T | null;
  /** Name the task and its answer in the error when none came: 'PDF', 'a PDF'. */
  what: string;
  answer: string;
}

export const runIsolated = <T>(task: IsolatedTask<T>, input: Serializable): Promise<T> =>
  new Promise((resolve, reject) => {
    const child = fork(task.script, [], {
      execArgv: [`--max-old-space-size=${task.maxOldSpaceMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      timeout: task.timeoutMs,
    });
    let stderr = '';
    let answer: T | null = null;
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('message', (message: unknown) => {
      answer = task.read(message);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (answer !== null) resolve(answer);
      else
        reject(
          new Error(
            `the ${task.what} process ended (${signal ?? `exit ${code}`}) without ${task.answer}\n${stderr}`,
          ),
        );
    });
    child.send(input);
  });

/**
 * The child's side: reads the one input, answers what `work` gives and lets the process end (an
 * error is written to stderr, which the parent puts in its error).
 */
export const serveIsolated = (work: (input: unknown) => Promise<Serializable>): void => {
  process.once('message', (message: unknown) => {
    work(message)
      .then((answer) => process.send?.(answer, () => process.disconnect()))
      .catch((err: unknown) => {
        process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        process.exitCode = 1;
        process.disconnect();
      });
  });
};
