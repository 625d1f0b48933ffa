import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Reads a password and its repetition. At a terminal nothing typed is echoed: readline's echo goes to
 * a stream that drops it, and the prompts go to stderr. From a pipe (a script) the two are the first
 * two lines; `--password-file` is the better way there, since a pipe's source may be logged.
 */
export const readPasswordTwice = async (
  prompts: [string, string],
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
  promptOut: NodeJS.WritableStream = process.stderr,
): Promise<[string, string]> => {
  const terminal = input.isTTY === true;
  const silent = new Writable({
    write: (_chunk, _encoding, done) => done(),
  });
  const rl = createInterface({ input, output: silent, terminal });
  // In raw mode Ctrl-C reaches readline, not the process: stop as the signal would.
  rl.on('SIGINT', () => {
    promptOut.write('\n');
    process.exit(130);
  });
  const lines = rl[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const prompt of prompts) {
      promptOut.write(prompt);
      const next = await lines.next();
      if (terminal) promptOut.write('\n');
      if (next.done) throw new Error('the input ended before the password was typed twice');
      answers.push(String(next.value));
    }
  } finally {
    rl.close();
  }
  return [answers[0] ?? '', answers[1] ?? ''];
};
