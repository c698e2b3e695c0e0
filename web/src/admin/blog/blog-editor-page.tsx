import TuneIcon from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { blogCategories } from '@landman/content';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { deskFailureText } from '../desk-errors';
import type { BlogPostStatus } from '../gql/graphql';
import {
  CreateBlogPostMutation,
  DeleteBlogPostMutation,
  DeskBlogPostQuery,
  RestoreBlogPostRevisionMutation,
  SuggestBlogSlugQuery,
  UpdateBlogPostMutation,
} from './blog.queries';
import { CoverImagePicker, type PickedImage } from './cover-image-picker';
import { ImageUploadFields } from './image-upload-fields';
import { LivePreview } from './live-preview';
import { MarkdownToolbar, useMarkdownFormatting } from './markdown-toolbar';
import { PostSettingsDrawer } from './post-settings-drawer';
import { RevisionHistory } from './revision-history';
import { fromLocalInput, toLocalInput } from './local-time';
import { imageMarkdown, insertBlock } from './upload-image';

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  publishedAt: string;
  cover: PickedImage | null;
}

const empty: Draft = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: blogCategories[0]?.name ?? '',
  publishedAt: '',
  cover: null,
};
/** An edited draft is saved on its own this long after the last keystroke. */
const autosaveDelayMs = 3_000;

/** Writing one post: fields, live preview, autosave of drafts, publish or schedule, history. */
export function BlogEditorPage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, error: loadError } = useQuery(DeskBlogPostQuery, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [draft, setDraft] = useState<Draft>(empty);
  const [status, setStatus] = useState<BlogPostStatus>('DRAFT');
  const [slugEdited, setSlugEdited] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>();
  const [create, { loading: creating }] = useMutation(CreateBlogPostMutation);
  const [update, { loading: updating }] = useMutation(UpdateBlogPostMutation);
  const [remove] = useMutation(DeleteBlogPostMutation);
  const [restoreRevision] = useMutation(RestoreBlogPostRevisionMutation);
  const [revisionsVersion, setRevisionsVersion] = useState(0);
  // The form takes the stored post when it loads and after a restore, never after a save
  // (a save's answer must not overwrite what was typed meanwhile).
  const reload = useRef(true);
  // Counts edits: a save marks the form saved only if nothing was typed while it ran.
  const edits = useRef(0);
  // One save at a time (an autosave timer must not create the same new post twice).
  const saving = useRef(false);
  const markdownInput = useRef<HTMLTextAreaElement | null>(null);
  // A stored post's form shows once it holds the post: typed into the empty form before that,
  // words would be overwritten when it loads.
  const [filled, setFilled] = useState(isNew);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [bodyView, setBodyView] = useState<'write' | 'preview'>('write');
  // The date a post without a publication time shows in the preview: it would go out now.
  const [openedAt] = useState(() => new Date().toISOString());
  const theme = useTheme();

  const post = data?.deskBlogPost;
  useEffect(() => {
    if (!post || !reload.current) return;
    reload.current = false;
    setDraft({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.markdown ?? '',
      category: post.category,
      // A draft's stored time is only when it was started, unless it is a plan for later:
      // left in the form, publishing the draft days later would date the post in the past.
      publishedAt:
        post.status !== 'DRAFT' || new Date(post.publishedAt).getTime() > Date.now()
          ? toLocalInput(post.publishedAt)
          : '',
      cover: post.coverImage ?? null,
    });
    setStatus(post.status);
    setSlugEdited(true);
    setDirty(false);
    setFilled(true);
  }, [post]);

  const change = (fields: Partial<Draft>) => {
    edits.current += 1;
    setDraft((current) => ({ ...current, ...fields }));
    setDirty(true);
  };

  /** An uploaded picture placed in the article where the cursor is (else at its end). */
  const insertImage = (markdown: string) => {
    const cursor = markdownInput.current?.selectionStart ?? draft.content.length;
    change({ content: insertBlock(draft.content, markdown, cursor) });
  };

  // The slug follows the title until it is edited by hand.
  useEffect(() => {
    if (slugEdited || draft.title.trim() === '') return;
    const timer = setTimeout(() => {
      void client
        .query({
          query: SuggestBlogSlugQuery,
          variables: { title: draft.title, id: isNew ? null : id },
          fetchPolicy: 'network-only',
        })
        .then((result) => {
          if (result.data)
            setDraft((current) => ({ ...current, slug: result.data!.suggestBlogSlug }));
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [client, draft.title, id, isNew, slugEdited]);

  const input = (target: BlogPostStatus) => ({
    title: draft.title,
    slug: draft.slug || null,
    excerpt: draft.excerpt,
    content: draft.content,
    category: draft.category,
    status: target,
    publishedAt: publishedAtInput(draft.publishedAt, post?.publishedAt),
    coverImageId: draft.cover?.id ?? null,
  });

  const save = async (target: BlogPostStatus, autosave = false) => {
    if (saving.current) return;
    saving.current = true;
    const editsAtStart = edits.current;
    try {
      if (isNew) {
        const result = await create({ variables: { input: input(target) } });
        const created = result.data?.createBlogPost;
        if (created) {
          // The form already holds the post: loading it again would drop what was typed since.
          reload.current = false;
          setStatus(created.status);
          setSlugEdited(true);
          setDraft((current) => ({ ...current, slug: created.slug }));
          if (edits.current === editsAtStart) setDirty(false);
          if (!autosave) setNotice({ ok: true, text: savedText(created.status) });
          navigate(`/admin/blog/${created.id}`, { replace: true });
        }
        return;
      }
      const result = await update({ variables: { id: id!, input: input(target), autosave } });
      const saved = result.data?.updateBlogPost;
      if (saved) {
        setStatus(saved.status);
        setDraft((current) => ({ ...current, slug: saved.slug }));
      }
      // Typed while the save ran: still unsaved, and the next autosave takes it.
      if (edits.current === editsAtStart) setDirty(false);
      setRevisionsVersion((version) => version + 1);
      if (!autosave) setNotice({ ok: true, text: savedText(saved?.status ?? target) });
    } catch (failure) {
      setNotice({ ok: false, text: deskFailureText(failure, 'The post could not be saved.') });
    } finally {
      saving.current = false;
    }
  };

  // Autosave: drafts only (a published post changes on the site only when asked), new ones too
  // once they have a title (the first autosave creates the draft).
  useEffect(() => {
    if (!dirty || status !== 'DRAFT' || draft.title.trim() === '') return;
    const timer = setTimeout(() => void save('DRAFT', true), autosaveDelayMs);
    return () => clearTimeout(timer);
  });

  const formatting = useMarkdownFormatting(markdownInput, draft.content, (content) =>
    change({ content }),
  );
  const busy = creating || updating;
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  if (loadError) {
    return (
      <Alert severity="error">{deskFailureText(loadError, 'The post could not be loaded.')}</Alert>
    );
  }
  if (!filled) return <CircularProgress aria-label="Loading the post" />;

  const actions = (
    <>
      <Button variant="outlined" disabled={busy} onClick={() => void save('DRAFT')}>
        Save draft
      </Button>
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void save(isFuture(draft.publishedAt) ? 'SCHEDULED' : 'PUBLISHED')}
      >
        {isFuture(draft.publishedAt) ? 'Schedule' : 'Publish'}
      </Button>
    </>
  );
  // The last save's answer, once: in the drawer while it is open (the page is behind it).
  const noticeAlert = notice && (
    <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(undefined)}>
      {notice.text}
    </Alert>
  );
  const preview = (
    <LivePreview
      post={{
        title: draft.title,
        excerpt: draft.excerpt,
        category: draft.category,
        publishedAt: draft.publishedAt ? fromLocalInput(draft.publishedAt) : openedAt,
        cover: draft.cover,
        markdown: draft.content,
      }}
    />
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/admin/blog">
          All posts
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          {isNew ? 'New post' : 'Edit post'}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="editor-state">
          {statusLabel(status)}
          {dirty ? ' · unsaved changes' : ''}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          aria-haspopup="dialog"
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen(true)}
        >
          Settings
        </Button>
        {actions}
      </Stack>
      {!settingsOpen && noticeAlert}
      <Stack spacing={3} component="form" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Title"
          required
          fullWidth
          // Wraps a long title on a phone rather than hiding its end; it stays one line of text.
          multiline
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value.replace(/\n/g, ' ') })}
          slotProps={{
            htmlInput: {
              sx: { fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 600, lineHeight: 1.3 },
            },
          }}
        />
        <CoverImagePicker value={draft.cover} onChange={(cover) => change({ cover })} />
        {!wide && (
          <Tabs
            value={bodyView}
            onChange={(_event, view: 'write' | 'preview') => setBodyView(view)}
            aria-label="Article"
          >
            <Tab value="write" label="Write" id="body-tab-write" aria-controls="body-write" />
            <Tab
              value="preview"
              label="Preview"
              id="body-tab-preview"
              aria-controls="body-preview"
            />
          </Tabs>
        )}
        {/* Wide: the Markdown beside the article as the site shows it. Narrow: one at a time
            (both stay mounted: the cursor for a picture and the preview's answer are kept). */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: wide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Stack
            spacing={2}
            id="body-write"
            role={wide ? undefined : 'tabpanel'}
            aria-labelledby={wide ? undefined : 'body-tab-write'}
            hidden={!wide && bodyView !== 'write'}
            // The Stack's display would win over the hidden attribute's.
            sx={{ display: !wide && bodyView !== 'write' ? 'none' : 'flex' }}
          >
            <MarkdownToolbar onFormat={formatting.format} />
            <TextField
              label="Article (Markdown)"
              onKeyDown={formatting.onKeyDown}
              multiline
              minRows={wide ? 24 : 14}
              value={draft.content}
              onChange={(event) => change({ content: event.target.value })}
              inputRef={markdownInput}
              slotProps={{
                htmlInput: {
                  spellCheck: true,
                  'data-testid': 'markdown',
                  sx: { fontFamily: 'monospace', fontSize: '0.95rem', lineHeight: 1.6 },
                },
              }}
            />
            <Box component="section" aria-labelledby="inline-picture-title">
              <Typography
                id="inline-picture-title"
                variant="subtitle2"
                component="h2"
                sx={{ mb: 1 }}
              >
                Picture in the article
              </Typography>
              <ImageUploadFields
                compact
                fileLabel="Picture for the article"
                altLabel="Its alt text (what it shows)"
                buttonLabel="Insert in the article"
                onUploaded={(image) => insertImage(imageMarkdown(image))}
              />
            </Box>
          </Stack>
          <Paper
            variant="outlined"
            id="body-preview"
            role={wide ? 'region' : 'tabpanel'}
            aria-label={wide ? 'Preview' : undefined}
            aria-labelledby={wide ? undefined : 'body-tab-preview'}
            hidden={!wide && bodyView !== 'preview'}
            sx={{
              p: { xs: 2, md: 4 },
              // Beside the Markdown it stays in view while the writing scrolls.
              ...(wide && {
                position: 'sticky',
                top: 16,
                maxHeight: 'calc(100vh - 32px)',
                overflowY: 'auto',
              }),
            }}
          >
            {preview}
          </Paper>
        </Box>
      </Stack>
      {!isNew && id && (
        <RevisionHistory
          postId={id}
          version={revisionsVersion}
          onRestore={async (revisionId) => {
            reload.current = true;
            try {
              await restoreRevision({ variables: { revisionId } });
              setRevisionsVersion((version) => version + 1);
              setNotice({ ok: true, text: 'Revision restored.' });
            } catch (failure) {
              reload.current = false;
              setNotice({
                ok: false,
                text: deskFailureText(failure, 'The revision could not be restored.'),
              });
            }
          }}
        />
      )}
      <PostSettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={draft.title}
        settings={draft}
        onSlugChange={(slug) => {
          setSlugEdited(true);
          change({ slug });
        }}
        onChange={change}
        notice={settingsOpen && noticeAlert}
        actions={
          <>
            {actions}
            {!isNew && (
              <Button
                color="error"
                disabled={busy}
                sx={{ ml: 'auto' }}
                onClick={() =>
                  void remove({ variables: { id: id! } }).then(() =>
                    navigate('/admin/blog?tab=bin'),
                  )
                }
              >
                Delete
              </Button>
            )}
          </>
        }
      />
    </Stack>
  );
}

/**
 * The field shows minutes only: left as loaded, the stored time goes back unchanged (a published
 * post's seconds are not cut by an unrelated edit).
 */
function publishedAtInput(local: string, stored: string | undefined): string | null {
  if (local === '') return null;
  if (stored && toLocalInput(stored) === local) return stored;
  return fromLocalInput(local);
}

function isFuture(local: string): boolean {
  return local !== '' && new Date(fromLocalInput(local)).getTime() > Date.now();
}

function statusLabel(status: BlogPostStatus): string {
  return { DRAFT: 'Draft', SCHEDULED: 'Scheduled', PUBLISHED: 'Published' }[status];
}

function savedText(status: BlogPostStatus): string {
  if (status === 'PUBLISHED') return 'Published: the post is on the site.';
  if (status === 'SCHEDULED') return 'Scheduled: the post goes public at its publication time.';
  return 'Draft saved.';
}
