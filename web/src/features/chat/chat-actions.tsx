import type { ChatEntryAction } from './chat-types';
import type { TranscriptState } from './use-chat-transcript';

interface ChatActionsProps {
  actions: readonly ChatEntryAction[];
  disabled: boolean;
  /** SEND / CHANGE: sends the action's reply as the visitor. */
  onReply: (text: string) => void;
  transcript: TranscriptState;
  onEmailTranscript: () => void;
}

/** The typed quick replies under the newest message, as buttons. */
export function ChatActions(props: ChatActionsProps) {
  const { actions, disabled, transcript } = props;
  const transcriptSettled = transcript.kind === 'sent' || transcript.kind === 'failed';
  return (
    <div className="chat-actions">
      <div role="group" aria-label="Actions" className="chat-row">
        {actions.map((action) =>
          action.kind === 'EMAIL_TRANSCRIPT' ? (
            <button
              key={action.kind}
              type="button"
              className="chat-button"
              disabled={transcript.kind === 'sending' || transcript.kind === 'sent'}
              onClick={props.onEmailTranscript}
            >
              {action.label}
            </button>
          ) : (
            <button
              key={action.kind}
              type="button"
              className={
                action.kind === 'SEND' ? 'chat-button chat-button--primary' : 'chat-button'
              }
              disabled={disabled || !action.reply}
              onClick={() => action.reply && props.onReply(action.reply)}
            >
              {action.label}
            </button>
          ),
        )}
      </div>
      {transcriptSettled ? (
        <p
          role="status"
          data-testid="chat-transcript-status"
          className={
            transcript.kind === 'failed' ? 'chat-caption chat-caption--error' : 'chat-caption'
          }
        >
          {transcript.kind === 'sent'
            ? `A copy of this conversation is on its way to ${transcript.to}.`
            : transcript.message}
        </p>
      ) : null}
    </div>
  );
}
