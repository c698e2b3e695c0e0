import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { type BlogAuthoringService } from './blog-authoring.service';
import { type BlogService } from './blog.service';
import { ScheduledPublisher } from './scheduled-publisher';

/** The worker's timing, with a database that answers from memory. */
describe('ScheduledPublisher', () => {
  it('asks again a moment later, not in a loop, when the database does not yet see a post as due', async () => {
    let checks = 0;
    // Its clock is behind this process's: the post is due here, not yet there.
    const dataSource = {
      transaction: async (work: (manager: unknown) => Promise<unknown>) => {
        checks += 1;
        return work({ query: async () => [] });
      },
      query: async () => [{ due: new Date(Date.now() - 50) }],
    } as unknown as DataSource;
    const publisher = new ScheduledPublisher(
      dataSource,
      { changed: () => undefined } as unknown as BlogService,
      { purgeDeleted: async () => 0 } as unknown as BlogAuthoringService,
      createMemoryLogger(),
      { pollIntervalMs: 30_000 },
    );
    publisher.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await publisher.stop();
    expect(checks).toBeGreaterThanOrEqual(5);
    expect(checks).toBeLessThanOrEqual(12);
  });
});
