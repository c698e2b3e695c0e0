import { type DataSource } from 'typeorm';
import { type DocumentsConfig } from '../../config';
import { type Jobs } from '../../jobs/jobs';
import { type Logger } from '../../logger';
import { describeWait } from '../../rate-limit/rate-limited.error';
import { createRateLimiter, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { scanWithClamd } from './clamd-client';
import { DocumentPreviews, type PreviewRenderer } from './document-previews';
import { type DocumentScanner, DocumentsService } from './documents.service';
import { renderPdfPreview } from './pdf-preview';

/**
 * Documents visitors send with their requests; on the jobs runner, the purge runs hourly and each
 * PDF's preview is a job of its own.
 */
export function createDocuments(
  dataSource: DataSource,
  settings: DocumentsConfig,
  limitStore: RateLimitStore,
  jobs: Pick<Jobs, 'registry' | 'enqueue' | 'wake'>,
  logger: Logger,
  scanner: DocumentScanner = (bytes) => scanWithClamd(settings.clamd, bytes),
  renderPreview: PreviewRenderer = (pdf) => renderPdfPreview(pdf),
): DocumentsService {
  const uploads = createRateLimiter(
    {
      keyPrefix: 'document-uploads',
      points: settings.uploadsPerClientPerHour,
      durationSeconds: 3600,
      message: (seconds) =>
        `You have sent many documents in a short time. Please wait ${describeWait(seconds)} and try again, or e-mail them to us.`,
    },
    limitStore,
  );
  const previews = new DocumentPreviews(dataSource, jobs, renderPreview, logger);
  const documents = new DocumentsService(dataSource, settings, uploads, scanner, logger, previews);
  jobs.registry.every('documents.purge', { everyMs: 60 * 60_000, atStart: true }, async () => {
    await documents.purge();
  });
  return documents;
}
