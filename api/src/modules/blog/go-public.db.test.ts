import { type DataSource } from 'typeorm';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { PostPublication } from './go-public';

/** The one way a post goes public: announced once ever, a file's post never e-mailed. */
describe('PostPublication', () => {
  let dataSource: DataSource;
  useEmptyTestDatabase((opened) => (dataSource = opened));

  const insertPost = async (slug: string, publishedAt: Date): Promise<string> => {
    const [row] = (await dataSource.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, markdown, category, published_at)
       VALUES ($1, $1, 'x', 'x', 'x', 'Leasehold Insights', $2) RETURNING id`,
      [slug, publishedAt],
    )) as [{ id: string }];
    return row.id;
  };
  const announcedAt = async (id: string): Promise<Date | null> => {
    const [row] = (await dataSource.query(`SELECT announced_at FROM blog_posts WHERE id = $1`, [
      id,
    ])) as [{ announced_at: Date | null }];
    return row.announced_at && new Date(row.announced_at);
  };

  const setUp = () => {
    const queued: string[] = [];
    const events: string[] = [];
    const publication = new PostPublication(
      { changed: () => events.push('changed') },
      {
        queueAnnouncement: async (_manager, postId) => void queued.push(postId),
        wake: () => events.push('wake'),
      },
    );
    return { queued, events, publication };
  };

  it('announces a post from the desk or the schedule once, ever', async () => {
    const { queued, events, publication } = setUp();
    const id = await insertPost('first-post', new Date('2026-01-01T00:00:00Z'));
    const now = new Date('2026-02-01T00:00:00Z');
    const first = await dataSource.transaction((m) => publication.goPublic(m, [id], 'desk', now));
    const again = await dataSource.transaction((m) => publication.goPublic(m, [id], 'schedule'));
    expect(first.announced).toEqual([id]);
    expect(again.announced).toEqual([]);
    expect(queued).toEqual([id]);
    expect(await announcedAt(id)).toEqual(now);
    publication.afterCommit(first);
    publication.afterCommit(again);
    expect(events).toEqual(['changed', 'wake', 'changed']);
  });

  it("marks a file's post announced at its own date and e-mails nobody", async () => {
    const { queued, publication } = setUp();
    const publishedAt = new Date('2025-06-01T00:00:00Z');
    const id = await insertPost('seeded-post', publishedAt);
    const result = await dataSource.transaction((m) => publication.goPublic(m, [id], 'file'));
    expect(result.announced).toEqual([]);
    expect(queued).toEqual([]);
    expect(await announcedAt(id)).toEqual(publishedAt);
  });
});
