import type { ReactNode } from 'react';
import { brand } from '../../theme/palette';

/**
 * Plain CSS, not MUI: the visitor's chat is built without MUI (so its first open stays small),
 * and the desk shows the same bubbles. React hoists this sheet into <head> once (by `href`),
 * however many bubbles render it.
 */
const bubbleCss = `
.chat-bubble-row { display: flex; justify-content: flex-start; }
.chat-bubble-row--end { justify-content: flex-end; }
.chat-bubble {
  max-width: 85%; padding: 8px 12px; border-radius: 16px; border-bottom-left-radius: 4px;
  border: 1px solid ${brand.rule}; background: ${brand.parchment}; color: ${brand.ink};
}
.chat-bubble-row--end .chat-bubble { border-radius: 16px; border-bottom-right-radius: 4px; }
.chat-bubble--accent { border-color: ${brand.copper}; }
.chat-bubble--filled { border: 0; background: ${brand.navy}; color: #fff; }
.chat-bubble-text {
  margin: 0; font-size: .9375rem; line-height: 1.6; white-space: pre-wrap; overflow-wrap: anywhere;
}
.chat-notice {
  margin: 0; padding: 2px 0; text-align: center; color: ${brand.slate};
  font-size: .8125rem; font-weight: 600; line-height: 1.5;
}
`;

function BubbleStyles() {
  return (
    <style href="chat-bubble" precedence="default">
      {bubbleCss}
    </style>
  );
}

/**
 * One chat message's bubble, for the visitor's widget and the owner's desk alike: the reader's
 * own messages are `filled`; `side` says which edge a speaker's bubbles keep to; `accent`
 * outlines the consultant's messages in the brand's second colour.
 */
export function ChatBubble({
  side,
  filled,
  accent = false,
  heading,
  testId,
  children,
}: {
  side: 'start' | 'end';
  filled: boolean;
  accent?: boolean;
  /** A line above the text: the writer's name, a time. */
  heading?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const bubbleClass = [
    'chat-bubble',
    filled ? 'chat-bubble--filled' : '',
    accent ? 'chat-bubble--accent' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-testid={testId} className={`chat-bubble-row chat-bubble-row--${side}`}>
      <BubbleStyles />
      <div className={bubbleClass}>
        {heading}
        {children}
      </div>
    </div>
  );
}

/** The text of a bubble: kept as typed (line breaks), long words wrapped. */
export function ChatBubbleText({ children }: { children: ReactNode }) {
  return <p className="chat-bubble-text">{children}</p>;
}

/** "Ellis Whitaker joined the chat.": a line across the conversation, not a bubble. */
export function ChatNotice({
  children,
  testId = 'chat-notice',
}: {
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <BubbleStyles />
      <p data-testid={testId} className="chat-notice">
        {children}
      </p>
    </>
  );
}
