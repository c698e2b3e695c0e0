import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { blogImageSrc, blogImageSrcset } from './blog-image-paths';

/**
 * An uploaded picture: stored as WebP in a few widths, every bit of metadata (GPS position,
 * camera, author) removed. `src`, `srcset` and `sizes` are ready for an <img>.
 */
@ObjectType({ description: 'An uploaded image, served as WebP in several widths.' })
@Entity({ name: 'blog_images' })
export class BlogImage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'Text for readers who cannot see the image (required).' })
  @Column({ type: 'varchar', length: 300 })
  alt!: string;

  @Field(() => Int, { description: 'Width of the largest stored copy, in pixels.' })
  @Column({ type: 'integer' })
  width!: number;

  @Field(() => Int, { description: 'Height of the largest stored copy, in pixels.' })
  @Column({ type: 'integer' })
  height!: number;

  /** The stored widths, smallest first. */
  @Field(() => [Int])
  @Column({ type: 'integer', array: true })
  widths!: number[];

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field({ description: 'Address of the largest copy.' })
  get src(): string {
    return blogImageSrc(this.id, Math.max(...this.widths));
  }

  @Field({ description: 'Every copy with its width, for <img srcset>.' })
  get srcset(): string {
    return blogImageSrcset(this.id, this.widths);
  }
}
