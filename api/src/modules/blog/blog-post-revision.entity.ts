import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BlogPostStatus } from './blog-post-status';

/** A saved state of a post in the desk: every save keeps one, and any can be restored. */
@ObjectType({ description: 'A saved version of a post (owner only).' })
@Entity({ name: 'blog_post_revisions' })
export class BlogPostRevision {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID)
  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Field()
  @Column({ type: 'text' })
  excerpt!: string;

  @Field()
  @Column({ type: 'text' })
  markdown!: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Field(() => Date)
  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;

  @Field(() => BlogPostStatus)
  @Column({ type: 'varchar', length: 10 })
  status!: BlogPostStatus;

  @Field(() => ID, { nullable: true })
  @Column({ name: 'cover_image_id', type: 'uuid', nullable: true })
  coverImageId!: string | null;

  @Field({ description: 'Saved by the editor on its own while typing (a draft autosave).' })
  @Column({ type: 'boolean', default: false })
  autosave!: boolean;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
