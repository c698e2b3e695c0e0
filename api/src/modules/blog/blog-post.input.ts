import { blogCategories } from '@landman/content';
import {
  IsBoolean,
  IsDate,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { Trim, TrimToUndefined } from '../../validation/input-transforms';
import { BlogPostStatus } from './blog-post-status';

export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const categoryNames = blogCategories.map((category) => category.name);

/** Limits of a post's fields (the columns' sizes); the desk's form shows the same. */
export const blogPostLimits = { title: 300, slug: 200, excerpt: 1_000, markdown: 200_000 };

/**
 * The spec's creation shape (title, slug, excerpt, content, category, publishedAt) plus the
 * status and an optional cover image. `content` is Markdown; the server renders and sanitises it.
 */
@InputType({ description: 'A post as the desk saves it. `content` is Markdown.' })
export class BlogPostInput {
  @Field({ description: `Headline, up to ${blogPostLimits.title} characters.` })
  @Trim()
  @IsString({ message: 'Title must be text.' })
  @IsNotEmpty({ message: 'Title is required.' })
  @MaxLength(blogPostLimits.title, { message: 'Title must be at most 300 characters.' })
  title!: string;

  @Field(() => String, {
    nullable: true,
    description: 'URL name (/blog/<slug>); omitted: made from the title. Unique.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Slug must be text.' })
  @MaxLength(blogPostLimits.slug, { message: 'Slug must be at most 200 characters.' })
  @Matches(blogSlugPattern, {
    message: 'Slug must be lowercase letters and digits joined by single hyphens.',
  })
  slug?: string;

  @Field({ description: 'One or two sentences for cards, feeds and link previews.' })
  @Trim()
  @IsString({ message: 'Excerpt must be text.' })
  @MaxLength(blogPostLimits.excerpt, { message: 'Excerpt must be at most 1,000 characters.' })
  excerpt!: string;

  @Field({ description: 'The article body in Markdown.' })
  @IsString({ message: 'Content must be text.' })
  @MaxLength(blogPostLimits.markdown, { message: 'Content must be at most 200,000 characters.' })
  content!: string;

  @Field({ description: `One of: ${categoryNames.join(', ')}.` })
  @Trim()
  @IsIn(categoryNames, { message: `Category must be one of: ${categoryNames.join(', ')}.` })
  category!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'Publication time; omitted: now. A future time with SCHEDULED publishes then.',
  })
  @IsOptional()
  @IsDate({ message: 'publishedAt must be a date and time.' })
  publishedAt?: Date;

  @Field(() => BlogPostStatus, { defaultValue: BlogPostStatus.DRAFT })
  @IsIn(Object.values(BlogPostStatus), { message: 'Status must be DRAFT, SCHEDULED or PUBLISHED.' })
  status!: BlogPostStatus;

  @Field(() => ID, { nullable: true, description: 'An uploaded image; null: the category image.' })
  @IsOptional()
  @IsUUID('all', { message: 'coverImageId is not an uploaded image.' })
  coverImageId?: string | null;
}

@ArgsType()
export class BlogPostIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'No post has this id.' })
  id!: string;
}

/** With `input: BlogPostInput!` beside it (its own argument, validated on its own). */
@ArgsType()
export class UpdateBlogPostArgs extends BlogPostIdArgs {
  @Field({
    defaultValue: false,
    description: 'An autosave of the editor: replaces the previous autosave revision.',
  })
  @IsBoolean({ message: 'autosave must be true or false.' })
  autosave!: boolean;
}

@ArgsType()
export class BlogRevisionIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'No revision has this id.' })
  revisionId!: string;
}

@ArgsType()
export class PreviewBlogPostArgs {
  @Field({ description: 'Markdown to render exactly as the public page renders it.' })
  @IsString({ message: 'Content must be text.' })
  @MaxLength(blogPostLimits.markdown, { message: 'Content must be at most 200,000 characters.' })
  content!: string;
}

@ArgsType()
export class SuggestSlugArgs {
  @Field()
  @Trim()
  @IsString({ message: 'Title must be text.' })
  @MaxLength(blogPostLimits.title, { message: 'Title must be at most 300 characters.' })
  title!: string;

  @Field(() => ID, { nullable: true, description: 'The post being edited (its own slug is free).' })
  @IsOptional()
  @IsUUID('all', { message: 'No post has this id.' })
  id?: string;
}
