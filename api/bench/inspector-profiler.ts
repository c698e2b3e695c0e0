import WebSocket from 'ws';

/**
 * Profiles another Node process through its inspector (started with --inspect=127.0.0.1:0), so a
 * bench can record exactly the window it measures, without the server's start-up.
 */
export class InspectorProfiler {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (reply.id !== undefined) this.pending.get(reply.id)?.(reply.result);
    });
  }

  /** `output` is what the process printed: it names the inspector's WebSocket address. */
  static async connect(output: string): Promise<InspectorProfiler> {
    const url = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(output)?.[0];
    if (!url) throw new Error('The server printed no inspector address (--inspect).');
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const profiler = new InspectorProfiler(socket);
    await profiler.send('Profiler.enable');
    return profiler;
  }

  async start(): Promise<void> {
    await this.send('Profiler.start');
  }

  /** Stops recording and returns the profile (the .cpuprofile format). */
  async stop(): Promise<unknown> {
    const { profile } = (await this.send('Profiler.stop')) as { profile: unknown };
    return profile;
  }

  close(): void {
    this.socket.close();
  }

  private send(method: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 30 s`)), 30_000);
      this.pending.set(id, (result) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(result);
      });
      this.socket.send(JSON.stringify({ id, method }));
    });
  }
}
