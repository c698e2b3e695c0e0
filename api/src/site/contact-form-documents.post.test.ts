import express from 'express';
import request from 'supertest';
import { type ContactInput } from '../modules/contact/contact.input';
import { DocumentRefusedError } from '../modules/documents/document.errors';
import { contactFormPost } from './contact-form.post';
import { type ServedContactForm } from './web-build';

const typed = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  message: 'Is this lease fair? It is attached.',
  referenceCode: '',
};

function setup(refuse?: (name: string) => Error | undefined) {
  const created: ContactInput[] = [];
  const rendered: ServedContactForm[] = [];
  const uploaded: { name: string; size: number }[] = [];
  const app = express();
  app.use(
    contactFormPost({
      contacts: {
        create: async (input) => {
          created.push(input);
          return {} as never;
        },
      },
      bodyLimit: '2kb',
      renderRefused: async (form) => {
        rendered.push(form);
        return '<!doctype html><title>Contact</title>';
      },
      logError: () => undefined,
      documents: {
        service: {
          upload: async (file) => {
            const refusal = refuse?.(file.name);
            if (refusal) throw refusal;
            uploaded.push({ name: file.name, size: file.bytes.length });
            return { id: `doc-${uploaded.length}`, name: file.name, size: 1, contentType: 'x' };
          },
        },
        maxBytes: 1024 * 1024,
        perRequest: 2,
      },
    }),
  );
  const post = () => {
    const call = request(app).post('/contact');
    for (const [field, value] of Object.entries(typed)) call.field(field, value);
    return call;
  };
  return { post, created, rendered, uploaded };
}

describe('POST /contact with documents (multipart, without JavaScript)', () => {
  it('uploads each file of the `documents` inputs and sends their ids with the request', async () => {
    const { post, created, uploaded } = setup();
    const response = await post()
      .attach('documents', Buffer.from('%PDF-1.7 lease'), 'lease.pdf')
      .attach('documents', Buffer.from('stub'), 'stub.jpg');
    expect(response.status).toBe(303);
    expect(uploaded).toEqual([
      { name: 'lease.pdf', size: 14 },
      { name: 'stub.jpg', size: 4 },
    ]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Dana Reyes', documentIds: ['doc-1', 'doc-2'] });
  });

  it('takes the form with no file chosen (the empty part browsers send)', async () => {
    const { post, created, uploaded } = setup();
    const response = await post().attach('documents', Buffer.alloc(0), '');
    expect(response.status).toBe(303);
    expect(uploaded).toEqual([]);
    expect(created[0]?.documentIds).toBeUndefined();
  });

  it('shows the form again with the refusal under the file input, storing nothing', async () => {
    const { post, created, rendered } = setup((name) =>
      name === 'tool.exe' ? new DocumentRefusedError(415, 'Send a PDF or an image.') : undefined,
    );
    const response = await post().attach('documents', Buffer.from('MZ'), 'tool.exe');
    expect(response.status).toBe(415);
    expect(created).toEqual([]);
    expect(rendered[0]?.errors).toEqual({ documents: 'tool.exe: Send a PDF or an image.' });
    expect(rendered[0]?.values).toMatchObject({ name: 'Dana Reyes' });

    const tooMany = await post()
      .attach('documents', Buffer.from('a'), 'a.pdf')
      .attach('documents', Buffer.from('b'), 'b.pdf')
      .attach('documents', Buffer.from('c'), 'c.pdf');
    expect(tooMany.status).toBe(400);
    expect(rendered[1]?.errors).toEqual({
      documents: 'Send at most 2 documents with one message.',
    });
  });
});
