interface ChatSuggestionsProps {
  suggestions: readonly string[];
  disabled: boolean;
  onPick: (text: string) => void;
}

/** Quick replies the assistant offers; picking one sends it as the visitor's message. */
export function ChatSuggestions({ suggestions, disabled, onPick }: ChatSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <div aria-label="Suggested replies" role="group" className="chat-row">
      {suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          className="chat-chip"
          disabled={disabled}
          onClick={() => onPick(suggestion)}
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
