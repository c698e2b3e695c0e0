import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
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
    publishedAt: draft.publishedAt ? fromLocalInput(draft.publishedAt) : null,
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

  const busy = creating || updating;
  if (loadError) {
    return (
      <Alert severity="error">{deskFailureText(loadError, 'The post could not be loaded.')}</Alert>
    );
  }
  if (!filled) return <CircularProgress aria-label="Loading the post" />;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
      </Stack>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
          />
          <TextField
            label="Slug"
            value={draft.slug}
            helperText={`The address: /blog/${draft.slug || '…'}`}
            onChange={(event) => {
              setSlugEdited(true);
              change({ slug: event.target.value.toLowerCase() });
            }}
          />
          <TextField
            label="Excerpt"
            multiline
            minRows={2}
            value={draft.excerpt}
            onChange={(event) => change({ excerpt: event.target.value })}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Category"
              value={draft.category}
              onChange={(event) => change({ category: event.target.value })}
              sx={{ flex: 1 }}
            >
              {blogCategories.map((category) => (
                <MenuItem key={category.name} value={category.name}>
                  {category.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Publication time"
              type="datetime-local"
              value={draft.publishedAt}
              onChange={(event) => change({ publishedAt: event.target.value })}
              helperText="Empty: now. A future time schedules the post."
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <CoverImagePicker value={draft.cover} onChange={(cover) => change({ cover })} />
          <TextField
            label="Article (Markdown)"
            multiline
            minRows={16}
            value={draft.content}
            onChange={(event) => change({ content: event.target.value })}
            inputRef={markdownInput}
            slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'markdown' } }}
          />
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Picture in the article
            </Typography>
            <ImageUploadFields
              fileLabel="Picture for the article"
              altLabel="Its alt text (what it shows)"
              buttonLabel="Insert in the article"
              onUploaded={(image) => insertImage(imageMarkdown(image))}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
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
            {!isNew && (
              <Button
                color="error"
                disabled={busy}
                onClick={() =>
                  void remove({ variables: { id: id! } }).then(() =>
                    navigate('/admin/blog?tab=bin'),
                  )
                }
              >
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
        <LivePreview markdown={draft.content} />
      </Box>
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
    </Stack>
  );
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
