import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent, ReactElement, RefObject } from 'react';
import { applyMarkdownFormat, type MarkdownFormat } from './markdown-format';

const tools: { format: MarkdownFormat; label: string; keys?: string; icon: ReactElement }[] = [
  { format: 'heading', label: 'Heading', icon: <TitleIcon /> },
  { format: 'bold', label: 'Bold', keys: 'Ctrl+B', icon: <FormatBoldIcon /> },
  { format: 'italic', label: 'Italic', keys: 'Ctrl+I', icon: <FormatItalicIcon /> },
  { format: 'link', label: 'Link', keys: 'Ctrl+K', icon: <InsertLinkIcon /> },
  { format: 'quote', label: 'Quote', icon: <FormatQuoteIcon /> },
  { format: 'list', label: 'List', icon: <FormatListBulletedIcon /> },
];

const shortcutFormats: Record<string, MarkdownFormat> = { b: 'bold', i: 'italic', k: 'link' };

/**
 * Formats the Markdown box's selection, so an author need not remember the marks; the box keeps
 * the focus and the formatted words stay selected.
 */
export function useMarkdownFormatting(
  input: RefObject<HTMLTextAreaElement | null>,
  text: string,
  onChange: (text: string) => void,
) {
  const format = (kind: MarkdownFormat) => {
    const box = input.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const result = applyMarkdownFormat(text, start, end, kind);
    onChange(result.text);
    // After React has put the new text in the box.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };
  /** Ctrl/Cmd+B, I and K in the box. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const kind = shortcutFormats[event.key.toLowerCase()];
    if (!kind) return;
    event.preventDefault();
    format(kind);
  };
  return { format, onKeyDown };
}

export function MarkdownToolbar({ onFormat }: { onFormat: (format: MarkdownFormat) => void }) {
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      spacing={0.5}
      sx={{ flexWrap: 'wrap', mb: -1 }}
    >
      {tools.map((tool) => (
        <Tooltip key={tool.format} title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}>
          <IconButton
            size="small"
            aria-label={tool.label}
            // Keeps the selection in the box: a click would otherwise move the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onFormat(tool.format)}
          >
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
