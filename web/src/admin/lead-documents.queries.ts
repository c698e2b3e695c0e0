import { graphql } from './gql';

/**
 * A lead's PDFs' first-page previews (drawn on the server after the upload). Asked by the
 * documents panel itself, only for a lead with PDFs, and again every few seconds while a PDF
 * sent in the last two minutes has none yet; the cache merges them by document id.
 */
export const LeadDocumentPreviewsQuery = graphql(`
  query LeadDocumentPreviews($id: ID!) {
    lead(id: $id) {
      id
      documents {
        id
        contentType
        createdAt
        previewUrl
      }
    }
  }
`);
