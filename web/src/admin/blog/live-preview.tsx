import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { PostBody } from '../../features/blog/post-body';
import { PostHeader } from '../../features/blog/post-header';
import { PreviewBlogPostQuery } from './blog.queries';
import type { PickedImage } from './cover-image-picker';

export interface PreviewedPost {
  title: string;
  excerpt: string;
  category: string;
  /** ISO; the time the post would carry if published now when it has none. */
  publishedAt: string;
  cover: PickedImage | null;
  markdown: string;
}

/**
 * The article as the public page shows it: the page's own header and body components (the
 * site's theme, type and article styles), with the Markdown rendered and sanitised on the server
 * by the same function as the site (previewBlogPost), a moment after typing stops.
 */
export function LivePreview({ post }: { post: PreviewedPost }) {
  const [settled, setSettled] = useState(post.markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(post.markdown), 300);
    return () => clearTimeout(timer);
  }, [post.markdown]);
  const { data, previousData } = useQuery(PreviewBlogPostQuery, {
    variables: { content: settled },
    skip: settled.trim() === '',
  });
  const html = settled.trim() === '' ? '' : ((data ?? previousData)?.previewBlogPost.html ?? '');

  // A link followed from the preview would leave the draft (or, for the site's own links, move
  // the desk to a page it does not have): it opens in a tab of its own.
  const openLinksApart = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor) return;
    event.preventDefault();
    window.open(anchor.href, '_blank', 'noopener');
  };

  return (
    <Box component="article" data-testid="preview" onClickCapture={openLinksApart}>
      <PostHeader
        title={post.title || 'Untitled post'}
        excerpt={post.excerpt}
        category={post.category}
        publishedAt={post.publishedAt}
        // Only what the desk knows of an upload: the page adds the other widths once published.
        coverImage={
          post.cover
            ? { src: post.cover.src, alt: post.cover.alt, srcset: '', width: 1600, height: 1000 }
            : null
        }
      />
      <PostBody html={html} />
    </Box>
  );
}
