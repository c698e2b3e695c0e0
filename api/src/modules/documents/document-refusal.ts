import { ScannerUnavailableError } from './clamd-client';
import { DocumentRefusedError } from './document.errors';

/** How soon to try again after the scanner was unreachable. */
export const scannerRetryAfterSeconds = 30;

export const scannerUnavailableMessage =
  'Documents cannot be received right now (the virus scanner is not answering). Please try again in a minute.';

/** An upload's refusal as every way in tells it: its status, message and any Retry-After. */
export function describeDocumentRefusal(
  error: unknown,
): { status: 413 | 415 | 422 | 503; message: string; retryAfterSeconds?: number } | undefined {
  if (error instanceof DocumentRefusedError)
    return { status: error.status, message: error.message };
  if (error instanceof ScannerUnavailableError) {
    return {
      status: 503,
      message: scannerUnavailableMessage,
      retryAfterSeconds: scannerRetryAfterSeconds,
    };
  }
  return undefined;
}
