import { useCallback, useState } from 'react';
import { visitorFailureText } from '../../components/errors/visitor-failure';
import { useChatTransport } from './chat-client';
import { EmailChatTranscriptMutation } from './chat.queries';

export type TranscriptState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string };

const transcriptFailed = 'The conversation could not be e-mailed just now. Please try again later.';

/** The visitor's "E-mail me this conversation": its state and the request. */
export function useChatTranscript(sessionId: string) {
  const transport = useChatTransport();
  const [state, setState] = useState<TranscriptState>({ kind: 'idle' });
  const request = useCallback(async () => {
    setState({ kind: 'sending' });
    try {
      const data = await transport.request(EmailChatTranscriptMutation, { sessionId });
      const to = data.emailChatTranscript.sentTo;
      setState(to ? { kind: 'sent', to } : { kind: 'failed', message: transcriptFailed });
    } catch (error) {
      setState({
        kind: 'failed',
        message: visitorFailureText(error, transcriptFailed, 'chat: transcript'),
      });
    }
  }, [transport, sessionId]);
  return { state, request };
}
