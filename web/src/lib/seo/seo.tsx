import { blogFeedPaths, site } from '@landman/content';
import { absoluteUrl } from './absolute-url';
import { serializeJsonLd } from './serialize-json-ld';
import { defaultShareImage } from './share-image';

/** Where the server serves the blog's feeds (api/src/modules/blog/blog-feeds.ts). */
export const blogFeeds = blogFeedPaths();

export interface SeoProps {
  /** Page title without the site suffix. */
  title: string;
  /** Plain text, about 140-160 characters. */
  description: string;
  /** Site path of the page, for the canonical URL and og:url. */
  path: string;
  /** Site path or absolute URL of the share image; the default image otherwise. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: object | readonly object[];
  noindex?: boolean;
  /** Append ` | {site.name}` to the title (default true). */
  titleSuffix?: boolean;
  keywords?: readonly string[];
  /** Site paths of the previous and next page of a paged list (`<link rel="prev"/"next">`). */
  prevPath?: string;
  nextPath?: string;
  /** A blog category the page lists: its own feeds are advertised beside the whole blog's. */
  feedCategory?: string;
}

/**
 * The page's head tags. Render exactly once per page: React 19 hoists <title>, <meta> and
 * <link> into <head> (also in the server HTML) but does not de-duplicate them.
 */
export function Seo({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
  jsonLd,
  noindex = false,
  titleSuffix = true,
  keywords,
  prevPath,
  nextPath,
  feedCategory,
}: SeoProps) {
  const fullTitle = titleSuffix ? `${title} | ${site.name}` : title;
  const url = absoluteUrl(path);
  const isDefaultImage = image === undefined;
  const imageUrl = absoluteUrl(image ?? defaultShareImage.path);
  const alt = imageAlt ?? (isDefaultImage ? defaultShareImage.alt : fullTitle);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noindex ? (
        <meta name="robots" content="noindex, follow" />
      ) : (
        <link rel="canonical" href={url} />
      )}
      {/* The blog's feeds, for readers and feed finders on any page of the site. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name}: Blog (RSS)`}
        href={absoluteUrl(blogFeeds.rss)}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${site.name}: Blog (Atom)`}
        href={absoluteUrl(blogFeeds.atom)}
      />
      {feedCategory && (
        <>
          <link
            rel="alternate"
            type="application/rss+xml"
            title={`${site.name}: ${feedCategory} (RSS)`}
            href={absoluteUrl(blogFeedPaths(feedCategory).rss)}
          />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={`${site.name}: ${feedCategory} (Atom)`}
            href={absoluteUrl(blogFeedPaths(feedCategory).atom)}
          />
        </>
      )}
      {prevPath && <link rel="prev" href={absoluteUrl(prevPath)} />}
      {nextPath && <link rel="next" href={absoluteUrl(nextPath)} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={alt} />
      {isDefaultImage && (
        <>
          <meta property="og:image:type" content={defaultShareImage.type} />
          <meta property="og:image:width" content={String(defaultShareImage.width)} />
          <meta property="og:image:height" content={String(defaultShareImage.height)} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      {jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  );
}
