import { Authorized, Field, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { BlogImage } from './blog-image.entity';
import { BlogPostStatus } from './blog-post-status';

@ObjectType({
  description:
    "An article of the blog: written in the owner's desk, or seeded from a Markdown file " +
    '(a post edited in the desk is never overwritten by its file).',
})
@Entity({ name: 'blog_posts' })
export class BlogPost {
  @Field(() => ID, { description: 'Generated unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'URL name of the article: /blog/<slug>. Unique.' })
  @Column({ type: 'varchar', length: 200, unique: true })
  slug!: string;

  @Field({ description: 'Headline of the article.' })
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Field({ description: 'One or two plain-text sentences for cards and link previews.' })
  @Column({ type: 'text' })
  excerpt!: string;

  @Field({
    description: 'The article body as sanitized HTML (allow-listed tags, safe links only).',
  })
  @Column({ type: 'text' })
  content!: string;

  @Field({ description: 'Category name, for example "Title & Legal".' })
  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Field(() => Date, {
    description:
      'Publication date; lists are ordered newest first. A SCHEDULED post goes public then.',
  })
  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;

  @Field(() => Date, { description: 'When the article was first synced into the database.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date, {
    description: 'When the article text last changed (for sitemaps and caches).',
  })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** sha256 of the synced article; equal means the file changed nothing. Not in the API. */
  @Column({ name: 'content_hash', type: 'char', length: 64, nullable: true, select: false })
  contentHash!: string | null;

  /** Modification time of the file last synced; an older file never replaces the row. */
  @Column({ name: 'source_modified_at', type: 'timestamptz', nullable: true, select: false })
  sourceModifiedAt!: Date | null;

  @Field(() => BlogPostStatus, { description: 'Only PUBLISHED posts are public.' })
  @Column({ type: 'varchar', length: 10, default: BlogPostStatus.PUBLISHED })
  status!: BlogPostStatus;

  @Authorized()
  @Field(() => String, {
    nullable: true,
    description: 'The Markdown the content is rendered from (owner only).',
  })
  @Column({ type: 'text', nullable: true })
  markdown!: string | null;

  /** Set once the desk wrote this post: the file sync never writes it again. */
  @Column({ name: 'desk_edited_at', type: 'timestamptz', nullable: true })
  deskEditedAt!: Date | null;

  @Authorized()
  @Field(() => Date, {
    nullable: true,
    description: 'When the post was deleted (owner only); it can be restored for 30 days.',
  })
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** When subscribers were sent (or queued) the e-mail about this post: at most once. */
  @Column({ name: 'announced_at', type: 'timestamptz', nullable: true, select: false })
  announcedAt!: Date | null;

  @Column({ name: 'cover_image_id', type: 'uuid', nullable: true })
  coverImageId!: string | null;

  @Field(() => BlogImage, {
    nullable: true,
    description: "The post's own picture; null: the category's illustration stands in.",
  })
  @ManyToOne(() => BlogImage, { nullable: true, onDelete: 'SET NULL', eager: true })
  @JoinColumn({ name: 'cover_image_id' })
  coverImage?: BlogImage | null;

  /**
   * The REST adapter's shape (GET /api/blog): the spec's fields and the cover image; never the
   * desk's working fields (the Markdown source would double every page of articles).
   */
  toJSON(): Record<string, unknown> {
    const { id, slug, title, excerpt, content, category, publishedAt, createdAt, updatedAt } = this;
    const cover = this.coverImage;
    return {
      id,
      slug,
      title,
      excerpt,
      content,
      category,
      publishedAt,
      createdAt,
      updatedAt,
      coverImage: cover
        ? {
            id: cover.id,
            alt: cover.alt,
            width: cover.width,
            height: cover.height,
            src: cover.src,
            srcset: cover.srcset,
          }
        : null,
    };
  }
}
