import { Worker } from 'node:worker_threads';

/** What a script in a worker thread of its own may take, and how its failures are told. */
export interface WorkerBounds {
  /** Its heap: past it the worker is ended (a decompression bomb, say). */
  maxOldGenerationSizeMb: number;
  /** Past it the worker is ended and the promise rejects with `tooLong`. */
  timeoutMs: number;
  tooLong: string;
  /** "The PDF reader": the rejection when the worker stops without an answer. */
  workerName: string;
}

/**
 * A queue of scripts run in worker threads, at most `atOnce` together: each is a library that
 * parses or decodes synchronously for seconds (a PDF, a photo) and would otherwise stop the
 * server. The script posts its result, or `{ error }`; a deadline and a heap limit bound it, and
 * the server itself never notices a hostile file.
 */
export class BoundedWorkers {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly source: string,
    private readonly atOnce: number,
  ) {}

  async run<Result>(workerData: unknown, bounds: WorkerBounds): Promise<Result> {
    if (this.running >= this.atOnce) await new Promise<void>((go) => this.waiting.push(go));
    this.running += 1;
    try {
      return await this.runNow<Result>(workerData, bounds);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private runNow<Result>(workerData: unknown, bounds: WorkerBounds): Promise<Result> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.source, {
        eval: true,
        workerData,
        resourceLimits: {
          maxOldGenerationSizeMb: bounds.maxOldGenerationSizeMb,
          maxYoungGenerationSizeMb: 32,
        },
      });
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(bounds.tooLong))),
        bounds.timeoutMs,
      );
      worker.once('message', (message: Result | { error: string }) =>
        finish(() =>
          typeof message === 'object' && message !== null && 'error' in message
            ? reject(new Error(message.error))
            : resolve(message),
        ),
      );
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the worker.
      worker.once('error', (error) => finish(() => reject(error)));
      worker.once('exit', (code) =>
        finish(() => reject(new Error(`${bounds.workerName} stopped (exit code ${code}).`))),
      );
    });
  }
}
