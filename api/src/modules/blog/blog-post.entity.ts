import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'An article of the blog. Articles are Markdown files synced on start.' })
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

  @Field(() => Date, { description: 'Publication date; lists are ordered newest first.' })
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
}
