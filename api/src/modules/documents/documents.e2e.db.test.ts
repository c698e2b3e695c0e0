import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { tempDir, testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import {
  bookMutation,
  openAllDay,
  openSlotsFrom,
  resetAvailability,
} from '../../testing/booking-test-kit';
import { sampleHeicWithGps, samplePdf, samplePng } from './testing/sample-files';
import {
  clamdMissingMessage,
  eicarTestFile,
  startTestClamd,
  type TestClamd,
} from './testing/test-clamd';

jest.setTimeout(120_000);

const maxBytes = 300 * 1024;
const documentsConfig = (overrides: Partial<ReturnType<typeof testConfig>['documents']>) => ({
  documents: { ...testConfig().documents, maxBytes, ...overrides },
});

const upload = (server: RunningServer, bytes: Buffer, name: string, type?: string) =>
  request(server.url)
    .post('/api/documents')
    .attach('file', bytes, { filename: name, contentType: type ?? 'application/pdf' });

const storedCount = async (server: RunningServer) => {
  const [row] = (await server.database.dataSource.query(
    `SELECT count(*)::int AS n FROM documents`,
  )) as { n: number }[];
  return row?.n ?? 0;
};

/** The consultant's e-mail about a lead, once the outbox wrote it (quoted-printable undone). */
async function mailAbout(dir: string, leadId: string): Promise<string> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (!file.endsWith('.eml')) continue;
      const text = fs.readFileSync(`${dir}/${file}`, 'utf8').replace(/=\r?\n/g, '');
      if (text.includes(leadId) && text.includes('New lead')) return text;
    }
    if (Date.now() > deadline) throw new Error('No e-mail about the lead was written');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads through a real clamd (our own EICAR signature), attached to a lead, read by the owner. */
describe('documents with a request', () => {
  let clamd: TestClamd | undefined;
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('documents');
  const mailbox = tempDir('documents-mail');

  beforeAll(async () => {
    clamd = await startTestClamd();
    if (!clamd) {
      console.warn(clamdMissingMessage);
      return;
    }
    server = await startTestServer({
      ...documentsConfig({ clamd: { socket: clamd.socket } }),
      mail: { ...testConfig().mail, mailDir: mailbox.dir },
    });
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
  });

  afterAll(async () => {
    if (server) {
      await deleteOwners(server.database.dataSource, [ownerEmail]);
      await server.close();
    }
    await clamd?.stop();
    mailbox.remove();
  });

  it('takes a file by its content, not its name: a PNG named .pdf is a PNG', async () => {
    if (!clamd) return;
    const response = await upload(server, await samplePng(), 'lease.pdf');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[\w-]{32,}$/) as string,
      name: 'lease.pdf',
      size: expect.any(Number) as number,
      contentType: 'image/png',
    });
  });

  it('refuses a program named .pdf and an SVG with a script (415), storing nothing', async () => {
    if (!clamd) return;
    const before = await storedCount(server);
    const program = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
      Buffer.alloc(512, 0x90),
    ]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/admin/leads.csv")</script></svg>',
    );
    for (const [bytes, name] of [
      [program, 'deed.pdf'],
      [svg, 'plat.svg'],
    ] as const) {
      const response = await upload(server, bytes, name);
      expect(response.status).toBe(415);
      expect(response.body.error).toMatch(/PDF/);
    }
    expect(await storedCount(server)).toBe(before);
  });

  it('refuses the EICAR test file through the real scanner, and never stores it', async () => {
    if (!clamd) return;
    const before = await storedCount(server);
    // Inside a real PDF, so only the scanner stands in its way.
    const infected = Buffer.concat([await samplePdf(1), eicarTestFile]);
    const response = await upload(server, infected, 'division-order.pdf');
    expect(response.status).toBe(422);
    expect(response.body.error).toMatch(/virus scanner found something harmful/);
    expect(await storedCount(server)).toBe(before);
  });

  it('takes an iPhone HEIC photo, stored as a JPEG without its metadata', async () => {
    const heic = await sampleHeicWithGps();
    if (!clamd || !heic) return;
    const response = await upload(server, heic, 'IMG_0042.HEIC', 'image/heic');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'IMG_0042.HEIC', contentType: 'image/jpeg' });
    const [stored] = (await server.database.dataSource.query(
      `SELECT content FROM documents WHERE id = $1`,
      [(response.body as { id: string }).id],
    )) as { content: Buffer }[];
    expect(stored?.content.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(stored?.content.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('answers 413 over DOCUMENT_MAX_BYTES, and 415 to a body that is not multipart', async () => {
    if (!clamd) return;
    const big = Buffer.concat([await samplePdf(1), Buffer.alloc(maxBytes, 0x20)]);
    const tooLarge = await upload(server, big, 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatch(/larger than/);
    const far = await upload(server, Buffer.alloc(maxBytes * 2, 0x20), 'huge.pdf');
    expect(far.status).toBe(413);
    const json = await request(server.url).post('/api/documents').send({ file: 'x' });
    expect(json.status).toBe(415);
    const crossSite = await upload(server, await samplePng(), 'x.png').set(
      'Origin',
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);
  });

  it('attaches documents to a contact; the owner downloads them, nobody else', async () => {
    if (!clamd) return;
    const pdf = await samplePdf(2);
    const sent = await upload(server, pdf, 'Lease – Ellis tract.pdf');
    expect(sent.status).toBe(201);
    const id = (sent.body as { id: string }).id;

    // Before it is attached, not even the owner can read it.
    expect(
      (await request(server.url).get(`/api/admin/documents/${id}`).set('Cookie', cookie)).status,
    ).toBe(404);

    const contact = await request(server.url)
      .post('/api/contacts')
      .send({
        name: 'Dana Document',
        email: `dana-${Date.now()}@example.com`,
        message: 'Is this lease fair?',
        documentIds: [id],
      });
    expect(contact.status).toBe(201);

    // On the owner's lead, with its pages and the download address; none of it without the session.
    const leadQuery = `query L($id: ID!) { lead(id: $id) { documents { id name size contentType pages url } } }`;
    const leadId = (contact.body as { id: string }).id;
    const onDesk = await graphql(server, leadQuery, { id: leadId }, cookie);
    expect(onDesk.body.data?.lead).toEqual({
      documents: [
        {
          id,
          name: 'Lease – Ellis tract.pdf',
          size: pdf.length,
          contentType: 'application/pdf',
          pages: 2,
          url: `/api/admin/documents/${id}`,
        },
      ],
    });
    // The consultant's e-mail lists it with a link into the desk; the file itself is not in it.
    const mail = await mailAbout(mailbox.dir, leadId);
    expect(mail).toContain('(PDF, 2 pages, 1 KB)');
    expect(mail).not.toContain(pdf.subarray(0, 40).toString('base64').slice(0, 20));
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);

    const withoutSession = await graphql(server, leadQuery, { id: leadId });
    expect(withoutSession.body.data?.lead ?? null).toBeNull();
    expect(withoutSession.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const anonymous = await request(server.url).get(`/api/admin/documents/${id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: expect.any(String) as string,
      code: 'UNAUTHENTICATED',
    });
    const guessed = await request(server.url)
      .get(`/api/admin/documents/${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`)
      .set('Cookie', cookie);
    expect(guessed.status).toBe(404);

    const owner = await request(server.url)
      .get(`/api/admin/documents/${id}`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(owner.status).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(owner.body as Buffer, pdf)).toBe(0);

    // The same id cannot go with a second request; nothing of that request is stored.
    const again = await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Again', email: 'again@example.com', message: 'Me too', documentIds: [id] });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/could not be attached/);
    const [stored] = (await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM contacts WHERE email = 'again@example.com'`,
    )) as { n: number }[];
    expect(stored?.n).toBe(0);
  });
  it('takes documents with the form posted without JavaScript (multipart to /contact)', async () => {
    if (!clamd) return;
    const email = `nojs-${Date.now()}@example.com`;
    const posted = await request(server.url)
      .post('/contact')
      .field('name', 'Nora NoScript')
      .field('email', email)
      .field('message', 'The deed is attached.')
      .field('referenceCode', '')
      .attach('documents', await samplePdf(3), 'deed.pdf')
      .attach('documents', Buffer.alloc(0), '');
    expect(posted.status).toBe(303);
    const [lead] = (await server.database.dataSource.query(
      `SELECT id FROM contacts WHERE email = $1`,
      [email],
    )) as { id: string }[];
    const onDesk = await graphql(
      server,
      `
        query L($id: ID!) {
          lead(id: $id) {
            documents {
              name
              contentType
              pages
            }
          }
        }
      `,
      { id: lead?.id },
      cookie,
    );
    expect(onDesk.body.data?.lead).toEqual({
      documents: [{ name: 'deed.pdf', contentType: 'application/pdf', pages: 3 }],
    });
  });

  it("shows the owner a PDF's first page (drawn after the upload), nobody else", async () => {
    if (!clamd) return;
    const id = ((await upload(server, await samplePdf(2), 'deed.pdf')).body as { id: string }).id;
    const contact = await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Pat Preview', email: 'pat@example.com', message: 'Deed', documentIds: [id] });
    const leadId = (contact.body as { id: string }).id;
    const query = `query L($id: ID!) { lead(id: $id) { documents { previewUrl } } }`;
    let previewUrl: string | null = null;
    // Long enough for a render a loaded machine cut short to be retried (15-30 s later).
    for (const deadline = Date.now() + 90_000; !previewUrl && Date.now() < deadline;) {
      const answer = await graphql(server, query, { id: leadId }, cookie);
      const documents = (answer.body.data?.lead as { documents: { previewUrl: string | null }[] })
        .documents;
      previewUrl = documents[0]?.previewUrl ?? null;
      if (!previewUrl) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(previewUrl).toBe(`/api/admin/documents/${id}/preview`);
    const owner = await request(server.url)
      .get(previewUrl as string)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(owner.status).toBe(200);
    expect(owner.headers['content-type']).toBe('image/png');
    expect((owner.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await request(server.url).get(previewUrl as string)).status).toBe(401);
    const other = await request(server.url)
      .get(`/api/admin/documents/not-${id}/preview`)
      .set('Cookie', cookie);
    expect(other.status).toBe(404);
  });

  it('the owner keeps a document past the retention; nobody else can', async () => {
    if (!clamd) return;
    const sent = await upload(server, await samplePng(), 'plat.png');
    const id = (sent.body as { id: string }).id;
    await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Kim Keep', email: 'kim@example.com', message: 'Plat', documentIds: [id] });
    const keep = `mutation K($id: ID!) { keepLeadDocument(id: $id, kept: true) { id kept } }`;
    const anonymous = await graphql(server, keep, { id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const owner = await graphql(server, keep, { id }, cookie);
    expect(owner.body.data?.keepLeadDocument).toEqual({ id, kept: true });
    const unknown = await graphql(server, keep, { id: 'no-such-document' }, cookie);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("the owner keeps all of a lead's documents at once; nobody else can", async () => {
    if (!clamd) return;
    const ids: string[] = [];
    for (const name of ['lease.png', 'plat.png']) {
      ids.push(((await upload(server, await samplePng(), name)).body as { id: string }).id);
    }
    const contact = await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Kai Keep', email: 'kai@example.com', message: 'Two', documentIds: ids });
    const leadId = (contact.body as { id: string }).id;
    const keepAll = `mutation K($leadId: ID!, $kept: Boolean!) {
      keepLeadDocuments(leadId: $leadId, kept: $kept) { id kept }
    }`;
    const anonymous = await graphql(server, keepAll, { leadId, kept: true });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = (await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM documents WHERE contact_id = $1 AND kept`,
      [leadId],
    )) as { n: number }[];
    expect(row?.n).toBe(0);
    const owner = await graphql(server, keepAll, { leadId, kept: true }, cookie);
    expect(owner.body.data?.keepLeadDocuments).toEqual(ids.map((id) => ({ id, kept: true })));
    const released = await graphql(server, keepAll, { leadId, kept: false }, cookie);
    expect(released.body.data?.keepLeadDocuments).toEqual(ids.map((id) => ({ id, kept: false })));
  });

  it('lets the uploader delete a file not sent yet (204), not once sent (409)', async () => {
    if (!clamd) return;
    const first = ((await upload(server, await samplePng(), 'a.png')).body as { id: string }).id;
    const second = ((await upload(server, await samplePng(), 'b.png')).body as { id: string }).id;
    const crossSite = await request(server.url)
      .delete(`/api/documents/${first}`)
      .set('Origin', 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect((await request(server.url).delete(`/api/documents/${first}`)).status).toBe(204);
    const gone = await request(server.url).delete(`/api/documents/${first}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/No such document/);
    // A deleted id attaches nothing.
    const refused = await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Del', email: 'del@example.com', message: 'x', documentIds: [first] });
    expect(refused.status).toBe(400);
    await request(server.url)
      .post('/api/contacts')
      .send({ name: 'Del', email: 'del@example.com', message: 'x', documentIds: [second] });
    const attached = await request(server.url).delete(`/api/documents/${second}`);
    expect(attached.status).toBe(409);
    expect(attached.body.error).toMatch(/already sent/);
  });

  it('the meeting page adds documents by its manage token until the meeting starts', async () => {
    if (!clamd) return;
    const db = server.database.dataSource;
    await openAllDay(server.services.booking.availability);
    try {
      const [start] = await openSlotsFrom(server, 3);
      const booked = await graphql(server, bookMutation, {
        input: {
          start,
          timeZone: 'America/Chicago',
          name: 'Mo Meeting',
          email: `mo-${Date.now()}@example.com`,
          topic: 'Division order',
        },
      });
      const { id: meetingId, manageToken: token } = booked.body.data?.bookMeeting as {
        id: string;
        manageToken: string;
      };
      const add = `mutation A($token: String!, $documentIds: [ID!]!) {
        addMeetingDocuments(token: $token, documentIds: $documentIds) { name size contentType }
      }`;
      const sent = await upload(server, await samplePdf(1), 'division order.pdf');
      const id = (sent.body as { id: string }).id;

      const wrongToken = await graphql(server, add, { token: 'x'.repeat(43), documentIds: [id] });
      expect(wrongToken.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const added = await graphql(server, add, { token, documentIds: [id] });
      expect(added.body.data?.addMeetingDocuments).toEqual([
        {
          name: 'division order.pdf',
          size: expect.any(Number) as number,
          contentType: 'application/pdf',
        },
      ]);
      const listed = await graphql(
        server,
        `
          query L($token: String!) {
            meetingDocuments(token: $token) {
              name
            }
          }
        `,
        { token },
      );
      expect(listed.body.data?.meetingDocuments).toEqual([{ name: 'division order.pdf' }]);
      // On the meeting's lead in the desk.
      const [meeting] = (await db.query(`SELECT contact_id FROM meetings WHERE id = $1`, [
        meetingId,
      ])) as { contact_id: string }[];
      const onDesk = await graphql(
        server,
        `
          query L($id: ID!) {
            lead(id: $id) {
              documents {
                name
              }
            }
          }
        `,
        { id: meeting?.contact_id },
        cookie,
      );
      expect(onDesk.body.data?.lead).toEqual({ documents: [{ name: 'division order.pdf' }] });

      // Once the meeting has started: refused, and the upload stays unattached.
      await db.query(`UPDATE meetings SET start_at = now() - interval '1 minute' WHERE id = $1`, [
        meetingId,
      ]);
      const late = (await upload(server, await samplePng(), 'late.png')).body as { id: string };
      const refused = await graphql(server, add, { token, documentIds: [late.id] });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toMatch(/has started/);
      expect((await request(server.url).delete(`/api/documents/${late.id}`)).status).toBe(204);
    } finally {
      await db.query(`DELETE FROM meetings`);
      await resetAvailability(server);
    }
  });

  it('submitContact takes documentIds too, refusing an unknown one with BAD_USER_INPUT', async () => {
    if (!clamd) return;
    const sent = await upload(server, await samplePng(), 'stub.png');
    const mutation = `mutation S($input: ContactInput!) { submitContact(input: $input) { id } }`;
    const input = { name: 'Gil Graph', email: 'gil@example.com', message: 'My checks stopped' };
    const unknown = await graphql(server, mutation, {
      input: { ...input, documentIds: ['not-a-document-we-gave'] },
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.body.errors?.[0]?.message).toMatch(/could not be attached/);
    const accepted = await graphql(server, mutation, {
      input: { ...input, documentIds: [(sent.body as { id: string }).id] },
    });
    const leadId = (accepted.body.data?.submitContact as { id: string }).id;
    const onDesk = await graphql(
      server,
      `
        query L($id: ID!) {
          lead(id: $id) {
            documents {
              name
              contentType
              pages
            }
          }
        }
      `,
      { id: leadId },
      cookie,
    );
    expect(onDesk.body.data?.lead).toEqual({
      documents: [{ name: 'stub.png', contentType: 'image/png', pages: null }],
    });
  });
});

describe('documents while the scanner is down', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(
      documentsConfig({
        clamd: { socket: path.join(os.tmpdir(), `no-clamd-${process.pid}.sock`) },
        scanWaitMs: 1_000,
        uploadsPerClientPerHour: 2,
      }),
    );
  });
  afterAll(() => server.close());

  it('waits a little, then answers 503 and keeps nothing; past the limit, 429', async () => {
    const before = await storedCount(server);
    const response = await upload(server, await samplePng(), 'photo.png');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body.error).toMatch(/virus scanner/);
    expect(await storedCount(server)).toBe(before);

    await upload(server, await samplePng(), 'photo.png');
    const limited = await upload(server, await samplePng(), 'photo.png');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
