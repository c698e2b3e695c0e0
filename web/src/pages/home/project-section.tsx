import { homePage } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';

/** Closing band: both buttons open the chat assistant with the visitor's first message. */
export function ProjectSection() {
  const { title, body, quote, schedule } = homePage.project;
  return (
    <CtaBand
      id="project"
      tone="light"
      title={title}
      body={body}
      primary={{ label: quote.label, chatMessage: quote.message }}
      secondary={{ label: schedule.label, chatMessage: schedule.message }}
    />
  );
}
