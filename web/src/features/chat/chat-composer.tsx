import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { chatMessageMaxLength } from '@landman/content';
import { ChatAttachButton, ChatDocumentChips } from './chat-documents';
import { ChatIcon } from './chat-icons';
import { useChatDocuments } from './use-chat-documents';

interface ChatComposerProps {
  /** Takes the message: it shows in the conversation at once, with a retry if it fails. */
  onSend: (text: string) => unknown;
  inputRef: Ref<HTMLTextAreaElement>;
  /** Text already typed (into the shell, before the panel loaded); the caret goes after it. */
  initialText?: string;
  /** The chat's session: documents picked with the paperclip upload under it. */
  sessionId: string;
  /**
   * False in the page's inert shell (chat-shell-template.tsx): its paperclip shows, disabled and
   * with no file input, as a file picked there would have nothing to upload it and be lost.
   */
  canAttach?: boolean;
}

/** Past this many characters the box shows how many of the allowed ones are used. */
const counterFrom = chatMessageMaxLength - 200;
const counterId = 'chat-message-counter';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A sent message leaves the box at
 * once for the conversation (where a failed one keeps its words and a retry), so the visitor
 * can go on writing while it is delivered.
 */
export function ChatComposer({
  onSend,
  inputRef,
  initialText = '',
  sessionId,
  canAttach = true,
}: ChatComposerProps) {
  const [text, setText] = useState(initialText);
  const documents = useChatDocuments(sessionId);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(inputRef, () => boxRef.current as HTMLTextAreaElement, []);
  // The box grows with its text up to four lines (its CSS max-height), then scrolls.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [text]);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && initialText) box.setSelectionRange(initialText.length, initialText.length);
    // Once, for the text the composer started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const canSend = text.trim() !== '';
  const counter =
    text.length >= counterFrom
      ? `${text.length.toLocaleString('en-US')} / ${chatMessageMaxLength.toLocaleString('en-US')} characters`
      : undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setText('');
    onSend(text.trim());
    documents.sent();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="chat-composer">
      <ChatAttachButton onPick={canAttach ? documents.add : undefined} />
      <div className="chat-composer-box">
        <ChatDocumentChips documents={documents.documents} onRemove={documents.remove} />
        <textarea
          ref={boxRef}
          className="chat-input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Type your message..."
          aria-label="Message"
          aria-describedby={counter ? counterId : undefined}
          maxLength={chatMessageMaxLength}
        />
        {counter && (
          <p id={counterId} className="chat-counter">
            {counter}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="chat-icon-button chat-send"
        disabled={!canSend}
        aria-label="Send message"
      >
        <ChatIcon name="send" />
      </button>
    </form>
  );
}
