import { Arg, Args, Authorized, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { type BlogAuthoringService } from './blog-authoring.service';
import { BlogPostRevision } from './blog-post-revision.entity';
import { BlogPostStatus } from './blog-post-status';
import { BlogPost } from './blog-post.entity';
import {
  BlogPostIdArgs,
  BlogPostInput,
  BlogRevisionIdArgs,
  PreviewBlogPostArgs,
  SuggestSlugArgs,
  UpdateBlogPostArgs,
} from './blog-post.input';

@ObjectType({ description: 'Markdown rendered and sanitised as the public page shows it.' })
export class BlogPostPreview {
  @Field({ description: 'The HTML the article page would show.' })
  html!: string;
}

/** The desk's writing. Every operation needs a signed-in owner (ownerAuthChecker). */
@Resolver()
export class BlogAuthoringResolver {
  constructor(private readonly authoring: BlogAuthoringService) {}

  @Authorized()
  @Query(() => [BlogPost], {
    description:
      'Every post for the desk, newest change first: filter by status; `deleted` lists the bin.',
  })
  deskBlogPosts(
    @Arg('status', () => BlogPostStatus, { nullable: true }) status: BlogPostStatus | null,
    @Arg('deleted', () => Boolean, { defaultValue: false }) deleted: boolean,
  ): Promise<BlogPost[]> {
    return this.authoring.deskPosts({ status, deleted });
  }

  @Authorized()
  @Query(() => [BlogPost], { description: 'Drafts and scheduled posts (not yet public).' })
  draftBlogPosts(): Promise<BlogPost[]> {
    return this.authoring.drafts();
  }

  @Authorized()
  @Query(() => BlogPost, { description: 'Any post by id, whatever its status.' })
  deskBlogPost(@Args(() => BlogPostIdArgs) { id }: BlogPostIdArgs): Promise<BlogPost> {
    return this.authoring.post(id);
  }

  @Authorized()
  @Query(() => [BlogPostRevision], { description: 'Saved versions of a post, newest first.' })
  blogPostRevisions(
    @Args(() => BlogPostIdArgs) { id }: BlogPostIdArgs,
  ): Promise<BlogPostRevision[]> {
    return this.authoring.revisions(id);
  }

  @Authorized()
  @Query(() => BlogPostPreview, { description: 'Renders Markdown exactly as the public page.' })
  previewBlogPost(
    @Args(() => PreviewBlogPostArgs) { content }: PreviewBlogPostArgs,
  ): BlogPostPreview {
    return { html: this.authoring.preview(content) };
  }

  @Authorized()
  @Query(() => String, { description: 'A free slug made from a title.' })
  suggestBlogSlug(@Args(() => SuggestSlugArgs) { title, id }: SuggestSlugArgs): Promise<string> {
    return this.authoring.suggestSlug(title, id);
  }

  @Authorized()
  @Mutation(() => BlogPost, {
    description:
      'Writes a new post. PUBLISHED goes public now (or at a future publishedAt, as SCHEDULED).',
  })
  createBlogPost(@Arg('input', () => BlogPostInput) input: BlogPostInput): Promise<BlogPost> {
    return this.authoring.create(input);
  }

  @Authorized()
  @Mutation(() => BlogPost, {
    description:
      'Saves a post (a revision is kept). A published post whose slug changes redirects (301) ' +
      'from its old address.',
  })
  updateBlogPost(
    @Args(() => UpdateBlogPostArgs) { id, autosave }: UpdateBlogPostArgs,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
  ): Promise<BlogPost> {
    return this.authoring.update(id, input, { autosave });
  }

  @Authorized()
  @Mutation(() => BlogPost, { description: 'Moves a post to the bin (restorable for 30 days).' })
  deleteBlogPost(@Args(() => BlogPostIdArgs) { id }: BlogPostIdArgs): Promise<BlogPost> {
    return this.authoring.delete(id);
  }

  @Authorized()
  @Mutation(() => BlogPost, { description: 'Takes a deleted post out of the bin.' })
  restoreBlogPost(@Args(() => BlogPostIdArgs) { id }: BlogPostIdArgs): Promise<BlogPost> {
    return this.authoring.restore(id);
  }

  @Authorized()
  @Mutation(() => BlogPost, { description: "Makes a revision the post's current text again." })
  restoreBlogPostRevision(
    @Args(() => BlogRevisionIdArgs) { revisionId }: BlogRevisionIdArgs,
  ): Promise<BlogPost> {
    return this.authoring.restoreRevision(revisionId);
  }
}
