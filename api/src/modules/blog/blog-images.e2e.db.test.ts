import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { tempDir, testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import { createOwner, deleteOwners, signIn, uniqueOwnerEmail } from '../../testing/desk-client';
import { createPost, postInput } from '../../testing/publishing-client';

jest.setTimeout(60_000);

/** A photograph as a phone takes it: a JPEG carrying its GPS position and the camera's notes. */
async function photoWithGps(marker: string): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1200, channels: 3, background: { r: 140, g: 110, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: `Lease tract ${marker}`, Copyright: `Owner ${marker}` },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 31/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '94/1 44/1 25/1',
      },
    })
    .toBuffer();
}

/** Uploads: checked by content, resized, WebP with srcset, every bit of metadata removed. */
describe('blog images', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('images');
  const marker = `i${randomUUID().slice(0, 8)}`;
  const images = tempDir('blog-images');

  const upload = (bytes: Buffer, alt: string | undefined, type = 'image/jpeg', who = cookie) => {
    const call = request(server.url)
      .post(`/api/admin/blog/images${alt === undefined ? '' : `?alt=${encodeURIComponent(alt)}`}`)
      .set('Content-Type', type)
      .send(bytes);
    if (who) call.set('Cookie', who);
    return call;
  };

  beforeAll(async () => {
    const base = testConfig();
    server = await startTestServer({
      publishing: { ...base.publishing, imageDir: images.dir, imageMaxBytes: 2 * 1024 * 1024 },
    });
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`%${marker}%`]);
    await dataSource.query(`DELETE FROM blog_images WHERE alt LIKE $1`, [`%${marker}%`]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
    images.remove();
  });

  it('serves an uploaded photograph in several widths as WebP, without its GPS position', async () => {
    const photo = await photoWithGps(marker);
    const input = await sharp(photo).metadata();
    expect(input.exif?.length).toBeGreaterThan(0);
    expect(photo.includes(Buffer.from(`Lease tract ${marker}`))).toBe(true);

    const response = await upload(photo, `A pasture in Harrison County ${marker}`);
    expect(response.status).toBe(201);
    const image = response.body as { id: string; src: string; srcset: string; width: number };
    expect(image.width).toBe(1600);
    expect(image.srcset.split(', ')).toHaveLength(3);

    for (const [width, src] of image.srcset
      .split(', ')
      .map((entry) => entry.split(' ').reverse())) {
      const served = await request(server.url)
        .get(src as string)
        .buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const body = served.body as Buffer;
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(body.includes(Buffer.from(marker))).toBe(false);
    }
  });

  it('decides the type by content, not by name, and requires alt text', async () => {
    const notAnImage = Buffer.from('GIF89a pretending to be a JPEG');
    expect((await upload(notAnImage, `Fake ${marker}`)).status).toBe(400);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refused = await upload(gif, `A GIF ${marker}`, 'image/png');
    expect(refused.status).toBe(400);
    expect(refused.body.fields.file).toBe('Upload a JPEG, PNG or WebP image.');
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#246' },
    })
      .png()
      .toBuffer();
    const noAlt = await upload(png, '   ', 'application/octet-stream');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fields.alt).toMatch(/alt text/);
    expect((await upload(png, `A map ${marker}`, 'application/octet-stream')).status).toBe(201);
  });

  it('refuses an image over the size limit, and anonymous uploads', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    expect((await upload(big, `Big ${marker}`)).status).toBe(413);
    const anonymous = await upload(await photoWithGps(marker), `Anon ${marker}`, 'image/jpeg', '');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: 'Sign in to the desk first.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('takes an upload only with an image type and from this site (a cross-site post is refused)', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#642' } })
      .png()
      .toBuffer();
    const stored = async (alt: string) =>
      Number(
        (
          (await server.database.dataSource.query(
            `SELECT count(*) AS n FROM blog_images WHERE alt = $1`,
            [alt],
          )) as { n: string }[]
        )[0]?.n,
      );
    const ownOrigin = server.url;
    const attempt = (alt: string, type: string, headers: Record<string, string>) => {
      const call = upload(png, alt, type);
      for (const [name, value] of Object.entries(headers)) call.set(name, value);
      return call;
    };

    // What a form or a `text/plain` fetch on another site can send without asking first.
    const refused = [
      ['text/plain', { Origin: 'https://attacker.example' }],
      ['text/plain;charset=UTF-8', {}],
      ['application/x-www-form-urlencoded', { Origin: ownOrigin }],
      ['multipart/form-data; boundary=x', { Origin: ownOrigin }],
      ['image/png', { Origin: 'https://attacker.example' }],
      ['image/png', { Origin: 'null' }],
      ['image/png', { 'Sec-Fetch-Site': 'cross-site' }],
      ['image/png', { 'Sec-Fetch-Site': 'same-site' }],
    ] as const;
    for (const [n, [type, headers]] of refused.entries()) {
      const alt = `Refused ${n} ${marker}`;
      const response = await attempt(alt, type, headers);
      expect([403, 415]).toContain(response.status);
      expect(response.body).toEqual({ error: expect.any(String) });
      expect(await stored(alt)).toBe(0);
    }
    const crossSite = await attempt(`Cross ${marker}`, 'image/png', {
      Origin: 'https://attacker.example',
    });
    expect(crossSite.status).toBe(403);
    const wrongType = await attempt(`Plain ${marker}`, 'text/plain', { Origin: ownOrigin });
    expect(wrongType.status).toBe(415);

    // The desk's own upload: its origin, the file's type.
    const own = await attempt(`Own ${marker}`, 'image/png', {
      Origin: ownOrigin,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(own.status).toBe(201);
    expect(await stored(`Own ${marker}`)).toBe(1);
  });

  it("gives a post its image, and a post without one keeps the category's", async () => {
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#531' },
    })
      .png()
      .toBuffer();
    const image = (await upload(png, `Cover ${marker}`, 'image/png')).body as { id: string };
    const withCover = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Cover ${marker}`, status: 'PUBLISHED', coverImageId: image.id }),
    );
    expect(withCover.coverImage).toMatchObject({ id: image.id, alt: `Cover ${marker}` });
    const plain = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Plain ${marker}`, status: 'PUBLISHED' }),
    );
    expect(plain.coverImage).toBeNull();
    const listed = await request(server.url).get(`/api/blog/${withCover.slug}`);
    expect(listed.body.coverImage).toMatchObject({ id: image.id, srcset: expect.any(String) });
    // The REST shape: the spec's fields, never the desk's Markdown source.
    expect(listed.body).not.toHaveProperty('markdown');
  });
});
