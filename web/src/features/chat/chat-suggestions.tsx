import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface ChatSuggestionsProps {
  suggestions: readonly string[];
  disabled: boolean;
  onPick: (text: string) => void;
}

/** Quick replies the assistant offers; picking one sends it as the visitor's message. */
export function ChatSuggestions({ suggestions, disabled, onPick }: ChatSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      aria-label="Suggested replies"
      role="group"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {suggestions.map((suggestion) => (
        <Chip
          key={suggestion}
          label={suggestion}
          variant="outlined"
          color="primary"
          disabled={disabled}
          onClick={() => onPick(suggestion)}
        />
      ))}
    </Stack>
  );
}
