import { createMemoryLogger } from '../logger';
import { type ClaimedJob, type JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { JobRunner } from './job-runner';

/** A jobs table that always says a job is due, and never lets one be claimed. */
function dueButHeldQueue() {
  let looks = 0;
  const queue = {
    ensureRecurring: async () => undefined,
    claim: async (): Promise<ClaimedJob[]> => {
      looks += 1;
      return [];
    },
    msUntilNextDue: async () => -50,
    renew: async () => undefined,
  } as unknown as JobQueue;
  return { queue, looks: () => looks };
}

describe('JobRunner timing', () => {
  it('asks again a moment later, not in a loop, when a due job cannot be claimed yet', async () => {
    const { queue, looks } = dueButHeldQueue();
    const registry = new JobRegistry();
    registry.handle('test.held', async () => undefined);
    const runner = new JobRunner(queue, registry, createMemoryLogger(), { pollIntervalMs: 30_000 });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await runner.stop();
    expect(looks()).toBeGreaterThanOrEqual(5);
    expect(looks()).toBeLessThanOrEqual(25);
  });

  it('sleeps no longer than the poll interval when nothing is due', async () => {
    let looks = 0;
    const queue = {
      ensureRecurring: async () => undefined,
      claim: async () => {
        looks += 1;
        return [];
      },
      msUntilNextDue: async () => undefined,
      renew: async () => undefined,
    } as unknown as JobQueue;
    const registry = new JobRegistry();
    registry.handle('test.idle', async () => undefined);
    const runner = new JobRunner(queue, registry, createMemoryLogger(), { pollIntervalMs: 200 });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await runner.stop();
    expect(looks).toBeGreaterThanOrEqual(3);
    expect(looks).toBeLessThanOrEqual(7);
  });
});
