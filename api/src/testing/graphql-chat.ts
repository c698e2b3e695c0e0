import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { RunningServer } from '../server';
import { Topic } from '../events/topics';

export interface ChatReply {
  message: string;
  suggestions: string[];
  /** The choices stored with the reply (a booking's open times). */
  choices: string[];
  links: { label: string; href: string }[];
  /** The meeting a reply confirms (a booking made in the chat). */
  meeting: { start: string; end: string; timeZone: string } | null;
}

const subscription = `subscription Watch($sessionId: String!) {
  chatEvents(sessionId: $sessionId) {
    delta error suggestions links { label href }
    message { message isUser choices meeting { start end timeZone } }
  }
}`;
const probe = '__assistant-test-probe__';

interface Event {
  delta?: string | null;
  error?: string | null;
  suggestions?: string[] | null;
  links?: { label: string; href: string }[] | null;
  message?: {
    message: string;
    isUser: boolean;
    choices: string[];
    meeting: { start: string; end: string; timeZone: string } | null;
  } | null;
}

/**
 * One visitor of a running server, as the widget talks to it: a graphql-ws subscription to the
 * session's chatEvents, messages sent with the sendChatMessage mutation over HTTP, and each
 * assistant reply read from the subscription.
 */
export class GraphqlChat {
  private readonly client: Client;
  private readonly events: AsyncIterableIterator<{ data?: unknown; errors?: unknown }>;

  private constructor(
    private readonly server: RunningServer,
    readonly sessionId: string,
    /** The IANA zone the widget would send with each message. */
    private readonly timeZone?: string,
  ) {
    this.client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    this.events = this.client.iterate({ query: subscription, variables: { sessionId } });
  }

  static async open(
    server: RunningServer,
    sessionId: string,
    timeZone?: string,
  ): Promise<GraphqlChat> {
    const chat = new GraphqlChat(server, sessionId, timeZone);
    await chat.untilSubscribed();
    return chat;
  }

  /** Sends a message and resolves with the assistant's reply as the subscriber receives it. */
  async say(message: string): Promise<ChatReply> {
    const response = await this.send(message);
    if (response.errors)
      throw new Error(`sendChatMessage failed: ${JSON.stringify(response.errors)}`);
    for (;;) {
      const event = await this.next();
      if (event.error) throw new Error(`The assistant failed: ${event.error}`);
      if (event.message && !event.message.isUser) {
        return {
          message: event.message.message,
          suggestions: event.suggestions ?? [],
          choices: event.message.choices,
          links: event.links ?? [],
          meeting: event.message.meeting,
        };
      }
    }
  }

  /** The raw GraphQL response of sendChatMessage (for errors such as rate limits). */
  async send(message: string): Promise<{
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }> {
    const res = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }',
        variables: {
          input: {
            sessionId: this.sessionId,
            message,
            ...(this.timeZone ? { timeZone: this.timeZone } : {}),
          },
        },
      }),
    });
    return (await res.json()) as never;
  }

  async close(): Promise<void> {
    await this.events.return?.();
    await this.client.dispose();
  }

  private async next(): Promise<Event> {
    const { value, done } = await this.events.next();
    if (done) throw new Error('The subscription ended.');
    if (value.errors) throw new Error(`Subscription error: ${JSON.stringify(value.errors)}`);
    return (value.data as { chatEvents: Event }).chatEvents;
  }

  /** graphql-ws does not acknowledge a subscription: publish a probe until it arrives. */
  private async untilSubscribed(): Promise<void> {
    let arrived = false;
    const first = this.next().then((event) => {
      arrived = true;
      return event;
    });
    while (!arrived) {
      this.server.services.bus.publish(Topic.ChatEvents, this.sessionId, { delta: probe });
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 25))]);
    }
    await first;
    // Probes published while waiting may still be queued; they carry no message and are skipped.
  }
}
