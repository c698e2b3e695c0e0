/**
 * Runs one task at a time per session, so two quick messages never read and write the same
 * session state at once (the chat service queues replies too; this keeps the assistant safe
 * for any caller).
 */
export class SessionLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(sessionId) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(sessionId, tail);
    void tail.then(() => {
      if (this.tails.get(sessionId) === tail) this.tails.delete(sessionId);
    });
    return result;
  }
}
