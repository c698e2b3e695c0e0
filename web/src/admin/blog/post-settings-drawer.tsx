import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { blogCategories } from '@landman/content';
import type { ReactNode } from 'react';

export interface PostSettings {
  slug: string;
  excerpt: string;
  category: string;
  /** A datetime-local value (to the minute); empty: now. */
  publishedAt: string;
}

/** Past these, search engines cut the title and the description short. */
const seoTitleLength = 60;
const seoDescriptionLength = 160;

/**
 * What a post needs besides its words, out of the writing's way: address, excerpt, category,
 * publication time and how search results show it. `actions` (save, publish) sit at its foot so
 * a schedule is set and saved without closing it; `notice` is the last save's answer.
 */
export function PostSettingsDrawer({
  open,
  onClose,
  title,
  settings,
  onSlugChange,
  onChange,
  actions,
  notice,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  settings: PostSettings;
  onSlugChange: (slug: string) => void;
  onChange: (fields: Partial<PostSettings>) => void;
  actions: ReactNode;
  notice?: ReactNode;
}) {
  const path = `/blog/${settings.slug || '…'}`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100vw' },
          'aria-labelledby': 'post-settings-title',
          role: 'dialog',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2 }}>
        <Typography id="post-settings-title" variant="h6" component="h2" sx={{ mr: 'auto' }}>
          Post settings
        </Typography>
        <IconButton aria-label="Close settings" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ px: 3, py: 3, flex: 1, overflowY: 'auto' }}>
        <TextField
          label="Slug"
          value={settings.slug}
          helperText={`The address: ${path}`}
          onChange={(event) => onSlugChange(event.target.value.toLowerCase())}
        />
        <TextField
          label="Excerpt"
          multiline
          minRows={3}
          value={settings.excerpt}
          helperText="One or two sentences for cards, feeds, link previews and search results."
          onChange={(event) => onChange({ excerpt: event.target.value })}
        />
        <TextField
          select
          label="Category"
          value={settings.category}
          onChange={(event) => onChange({ category: event.target.value })}
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
          value={settings.publishedAt}
          onChange={(event) => onChange({ publishedAt: event.target.value })}
          helperText="Empty: now. A future time schedules the post."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
        <Box component="section" aria-labelledby="seo-title">
          <Typography id="seo-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            In search results
          </Typography>
          <Box
            data-testid="search-snippet"
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {path}
            </Typography>
            <Typography sx={{ color: 'primary.main', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {cut(title || 'Title', seoTitleLength)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {cut(settings.excerpt || 'The excerpt is shown here.', seoDescriptionLength)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {lengthNote('Title', title.length, seoTitleLength)}{' '}
            {lengthNote('Excerpt', settings.excerpt.length, seoDescriptionLength)}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Stack spacing={1.5} sx={{ px: 3, py: 2 }}>
        {notice}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </Drawer>
  );
}

/** Text as a search result shows it: cut at a word, with an ellipsis. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const shortened = text.slice(0, length);
  return `${shortened.slice(0, shortened.lastIndexOf(' ') > 0 ? shortened.lastIndexOf(' ') : length)}…`;
}

function lengthNote(what: string, length: number, limit: number): string {
  return length > limit
    ? `${what}: ${length} characters, cut after about ${limit}.`
    : `${what}: ${length} of about ${limit} characters.`;
}
