import type { ChatEntrySummary } from './chat-types';

/** A request's details before it is sent: a heading and one row per detail. */
export function ChatSummaryCard({ summary }: { summary: ChatEntrySummary }) {
  return (
    <div data-testid="chat-summary-card" className="chat-summary">
      <h3>{summary.title}</h3>
      <dl>
        {summary.fields.map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
