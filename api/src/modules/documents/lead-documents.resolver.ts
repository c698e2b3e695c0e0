import {
  Arg,
  Authorized,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import { DeskNotFoundError } from '../owner/owner.errors';
import { Lead } from '../desk/lead.types';
import { documentDownloadPath, documentPreviewPath } from './document-paths';
import { type DocumentSummary, type DocumentsService } from './documents.service';

@ObjectType('LeadDocument', {
  description: 'A document a visitor sent with a request (scanned, without metadata).',
})
export class LeadDocumentView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The name the visitor’s device gave the file.' })
  name!: string;

  @Field(() => Int, { description: 'Size in bytes, as stored.' })
  size!: number;

  @Field({ description: 'What the file is by its content: application/pdf or an image type.' })
  contentType!: string;

  @Field(() => Int, { nullable: true, description: 'A PDF’s page count; null for images.' })
  pages!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The PDF is encrypted (needs a password).' })
  encrypted!: boolean | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field({ description: 'The owner keeps it past DOCUMENT_RETENTION_DAYS.' })
  kept!: boolean;

  /** Only with the owner's session; the address answers only to it as well. */
  @Authorized()
  @Field(() => String, {
    nullable: true,
    description:
      'A PDF’s first page as a PNG (owner only); null for images, and until it is drawn or when it cannot be.',
  })
  previewUrl!: string | null;

  /** Only with the owner's session; the address itself answers only to it as well. */
  @Authorized()
  @Field({ description: 'The download address (owner only; needs the desk session).' })
  url!: string;
}

export function documentView(document: DocumentSummary): LeadDocumentView {
  return Object.assign(new LeadDocumentView(), {
    id: document.id,
    name: document.name,
    size: document.size,
    contentType: document.contentType,
    pages: document.pages,
    encrypted: document.encrypted,
    createdAt: document.createdAt,
    kept: document.kept,
    url: documentDownloadPath(document.id),
    previewUrl: document.hasPreview ? documentPreviewPath(document.id) : null,
  });
}

/** A lead's documents on the desk. */
@Resolver(() => Lead)
export class LeadDocumentsResolver {
  constructor(private readonly service: DocumentsService) {}

  @Authorized()
  @FieldResolver(() => [LeadDocumentView], {
    description: 'Documents the visitor sent with this request, oldest first.',
  })
  async documents(@Root() lead: Lead): Promise<LeadDocumentView[]> {
    const byContact = await this.service.forContacts([lead.id]);
    return (byContact.get(lead.id) ?? []).map(documentView);
  }

  @Authorized()
  @Mutation(() => LeadDocumentView, {
    description: "Keep a lead's document past DOCUMENT_RETENTION_DAYS (or let it go again).",
  })
  async keepLeadDocument(
    @Arg('id', () => ID) id: string,
    @Arg('kept') kept: boolean,
  ): Promise<LeadDocumentView> {
    const document = await this.service.keep(id, kept);
    if (!document) throw new DeskNotFoundError('No such document on a lead.');
    return documentView(document);
  }

  @Authorized()
  @Mutation(() => [LeadDocumentView], {
    description:
      'Keep every document of a lead past DOCUMENT_RETENTION_DAYS (or let them all go again); ' +
      'the lead’s documents as they now are.',
  })
  async keepLeadDocuments(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('kept') kept: boolean,
  ): Promise<LeadDocumentView[]> {
    const documents = await this.service.keepAll(leadId, kept);
    if (documents.length === 0) throw new DeskNotFoundError('No documents on such a lead.');
    return documents.map(documentView);
  }
}
