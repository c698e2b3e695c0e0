/** The owner's download of one document (documents.routes.ts serves it behind the desk session). */
export const documentDownloadPath = (id: string): string =>
  `/api/admin/documents/${encodeURIComponent(id)}`;

/** A PDF's first-page preview (PNG), behind the desk session as well. */
export const documentPreviewPath = (id: string): string =>
  `/api/admin/documents/${encodeURIComponent(id)}/preview`;
