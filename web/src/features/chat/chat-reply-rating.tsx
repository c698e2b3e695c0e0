import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReplyRating } from '../../lib/chat/chat-message-model';

/**
 * Helpful / not helpful under one assistant reply: two toggle buttons (`aria-pressed`), one of
 * them pressed once the visitor voted. Pressing the other changes the vote; pressing the pressed
 * one again keeps it (a vote is changed, never withdrawn).
 */
export function ChatReplyRating({
  rating,
  error,
  onRate,
}: {
  rating: ReplyRating;
  /** Why the last vote was not saved. */
  error?: string;
  onRate: (helpful: boolean) => void;
}) {
  const press = (helpful: boolean) => {
    if (rating !== helpful) onRate(helpful);
  };
  return (
    <Box
      role="group"
      aria-label="Was this answer helpful?"
      data-testid="chat-reply-rating"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25, mt: 0.25 }}
    >
      <IconButton
        size="small"
        aria-label="Helpful"
        aria-pressed={rating === true}
        onClick={() => press(true)}
        sx={{ color: rating === true ? 'primary.main' : 'text.secondary' }}
      >
        {rating === true ? (
          <ThumbUpIcon fontSize="inherit" />
        ) : (
          <ThumbUpOutlinedIcon fontSize="inherit" />
        )}
      </IconButton>
      <IconButton
        size="small"
        aria-label="Not helpful"
        aria-pressed={rating === false}
        onClick={() => press(false)}
        sx={{ color: rating === false ? 'primary.main' : 'text.secondary' }}
      >
        {rating === false ? (
          <ThumbDownIcon fontSize="inherit" />
        ) : (
          <ThumbDownOutlinedIcon fontSize="inherit" />
        )}
      </IconButton>
      <Typography
        variant="caption"
        component="p"
        role="status"
        sx={{ color: error ? 'error.main' : 'text.secondary', ml: 0.5 }}
      >
        {error ?? (rating === null ? '' : 'Thanks for the feedback.')}
      </Typography>
    </Box>
  );
}
