import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApolloLink } from '@apollo/client';
import { LeadDocuments } from './lead-documents';
import { fakeDeskApi } from './testing/fake-desk-api';

const leadId = '0b7c2f4e-5a51-4c1e-9d6b-2f1a3c4d5e6f';

const documents = [
  {
    __typename: 'LeadDocument' as const,
    id: 'a',
    name: 'Lease 1982.pdf',
    size: 1_300_000,
    contentType: 'application/pdf',
    pages: 3,
    encrypted: true,
    kept: false,
    url: '/api/admin/documents/a',
  },
  {
    __typename: 'LeadDocument' as const,
    id: 'b',
    name: 'check stub.jpg',
    size: 20_480,
    contentType: 'image/jpeg',
    pages: null,
    encrypted: null,
    kept: false,
    url: '/api/admin/documents/b',
  },
];

/** The desk's API for Keep / Kept: records each mutation and answers as the server does. */
function renderWithApi(
  shown: readonly (typeof documents)[number][],
  /** Whether the server has drawn document `a`'s first page by the n-th ask (from 1). */
  drawnBy: (ask: number) => boolean = () => true,
) {
  /** The mutations sent, and the preview queries asked, in order. */
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const asked: typeof sent = [];
  const api = fakeDeskApi((operation: ApolloLink.Operation) => {
    const call = { name: operation.operationName ?? '', variables: operation.variables };
    if (operation.operationName === 'LeadDocumentPreviews') {
      asked.push(call);
      // The server has drawn the first PDF's first page, not (yet) any other.
      return {
        data: {
          lead: {
            __typename: 'Lead',
            id: leadId,
            documents: shown.map((d) => ({
              __typename: 'LeadDocument',
              id: d.id,
              contentType: d.contentType,
              createdAt: new Date().toISOString(),
              previewUrl:
                d.id === 'a' && drawnBy(asked.length)
                  ? `/api/admin/documents/${d.id}/preview`
                  : null,
            })),
          },
        },
      };
    }
    sent.push(call);
    const kept = operation.variables.kept as boolean;
    if (operation.operationName === 'KeepLeadDocument') {
      const id = operation.variables.id as string;
      return { data: { keepLeadDocument: { __typename: 'LeadDocument', id, kept } } };
    }
    return {
      data: {
        keepLeadDocuments: shown.map((d) => ({ __typename: 'LeadDocument', id: d.id, kept })),
      },
    };
  });
  const view = render(
    <ApolloProvider client={api.client}>
      <LeadDocuments leadId={leadId} documents={shown} />
    </ApolloProvider>,
  );
  return { sent, asked, view };
}

describe('LeadDocuments (the desk lead page)', () => {
  it('lists each document with what it is and its owner-only download', () => {
    renderWithApi(documents);
    const list = screen.getByRole('list', { name: 'Documents sent with the request' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lease 1982.pdf (PDF, 3 pages, password-protected, 1.2 MB)Keep',
      'check stub.jpg (JPEG image, 20 KB)Keep',
    ]);
    const lease = screen.getByRole('link', { name: 'Lease 1982.pdf' });
    expect(lease.getAttribute('href')).toBe('/api/admin/documents/a');
    // A photo shows a small preview; a PDF does not.
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('/api/admin/documents/b');
    expect(items[0]!.querySelector('img')).toBeNull();
  });

  it("shows a PDF's first page once the server has drawn it, opening it full size", async () => {
    const { asked } = renderWithApi(documents);
    const page = await screen.findByRole('img', { name: 'First page of Lease 1982.pdf' });
    expect(page.getAttribute('src')).toBe('/api/admin/documents/a/preview');
    expect(page.closest('a')?.getAttribute('href')).toBe('/api/admin/documents/a/preview');
    expect(asked).toEqual([{ name: 'LeadDocumentPreviews', variables: { id: leadId } }]);
  });

  it('asks again every few seconds while a PDF just sent has no preview yet', async () => {
    const { asked } = renderWithApi(documents, (ask) => ask >= 2);
    const page = await screen.findByRole(
      'img',
      { name: 'First page of Lease 1982.pdf' },
      { timeout: 5_000 },
    );
    expect(page.getAttribute('src')).toBe('/api/admin/documents/a/preview');
    expect(asked).toHaveLength(2);
    // Drawn: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(asked).toHaveLength(2);
  }, 10_000);

  it('asks for no previews for a lead without PDFs', async () => {
    const { asked } = renderWithApi([documents[1]!]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });

  it('shows nothing for a lead without documents', () => {
    const { view } = renderWithApi([]);
    expect(view.container.textContent).toBe('');
  });

  it('keeps one document past the retention, and lets a kept one go', async () => {
    const kept = { ...documents[1]!, kept: true };
    const { sent } = renderWithApi([documents[0]!, kept]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep: Lease 1982.pdf' }));
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'KeepLeadDocument', variables: { id: 'a', kept: true } }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Kept: check stub.jpg' })).not.toHaveProperty(
        'disabled',
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kept: check stub.jpg' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({ name: 'KeepLeadDocument', variables: { id: 'b', kept: false } }),
    );
  });

  it("keeps all of a lead's documents with one button, or lets them all go", async () => {
    const first = renderWithApi(documents);
    fireEvent.click(screen.getByRole('button', { name: 'Keep all' }));
    await waitFor(() =>
      expect(first.sent).toEqual([
        { name: 'KeepLeadDocuments', variables: { leadId, kept: true } },
      ]),
    );
    first.view.unmount();
    const second = renderWithApi(documents.map((d) => ({ ...d, kept: true })));
    fireEvent.click(screen.getByRole('button', { name: 'Let all go at the retention date' }));
    await waitFor(() =>
      expect(second.sent).toEqual([
        { name: 'KeepLeadDocuments', variables: { leadId, kept: false } },
      ]),
    );
  });
});
