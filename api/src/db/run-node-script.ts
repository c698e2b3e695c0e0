import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a short CommonJS script (`process.argv.slice(1)` holds `args`) in a Node process of its
 * own, for work whose memory must not stay with the server: glibc's allocator keeps much of what
 * a burst of allocations took resident after it is freed, while a process's exit returns it all.
 * Rejects with what the script printed on stderr.
 */
export async function runNodeScript(
  script: string,
  args: readonly string[],
  nodeFlags: readonly string[] = [],
): Promise<void> {
  try {
    await run(process.execPath, [...nodeFlags, '-e', script, ...args], { maxBuffer: 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(stderr?.trim() || (error as Error).message);
  }
}
