import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChatsPage } from './chats-page';
import { DeskLayout } from './desk-layout';
import type { DeskSessionQuery as DeskSessionData } from './gql/graphql';

type Owner = NonNullable<DeskSessionData['me']>;
import { AgendaPage } from './agenda/agenda-page';
import { AvailabilityPage } from './availability/availability-page';
import { availabilityPath } from './availability/availability-paths';
import { BlogEditorPage } from './blog/blog-editor-page';
import { BlogPostsPage } from './blog/blog-posts-page';
import { SubscribersPage } from './blog/subscribers-page';
import { InboxPage } from './inbox-page';
import { insightsPath } from './insights/insights-paths';
import { QuestionsPage } from './teaching/questions-page';
import { TaughtAnswersPage } from './teaching/taught-answers-page';
import { TeachPage } from './teaching/teach-page';
import { questionsPath, taughtAnswersPath, teachPath } from './teaching/teaching-paths';

// Insights carries the charts library: loaded when the owner opens it, not with the desk.
const InsightsPage = lazy(() =>
  import('./insights/insights-page').then((module) => ({ default: module.InsightsPage })),
);

/** The desk's screens. /admin/conversations/:sessionId is linked from lead e-mails: keep it. */
export function DeskRoutes({ owner }: { owner: Pick<Owner, 'displayName'> }) {
  return (
    <DeskLayout owner={owner}>
      <Routes>
        {/* The inbox with the lead open: beside the list at 1200 px and wider. */}
        <Route path="/admin/leads/:id" element={<InboxPage />} />
        <Route path="/admin/conversations" element={<ChatsPage ownerName={owner.displayName} />} />
        {/* The chat list with one chat open: beside the list at 1200 px and wider. */}
        <Route
          path="/admin/conversations/:sessionId"
          element={<ChatsPage ownerName={owner.displayName} />}
        />
        <Route path="/admin/agenda" element={<AgendaPage />} />
        <Route path={availabilityPath} element={<AvailabilityPage />} />
        <Route path="/admin/blog" element={<BlogPostsPage />} />
        <Route path="/admin/blog/:id" element={<BlogEditorPage />} />
        <Route path="/admin/subscribers" element={<SubscribersPage />} />
        <Route path={questionsPath} element={<QuestionsPage />} />
        <Route path={taughtAnswersPath} element={<TaughtAnswersPage />} />
        <Route path={teachPath} element={<TeachPage />} />
        <Route
          path={insightsPath}
          element={
            <Suspense fallback={null}>
              <InsightsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<InboxPage />} />
      </Routes>
    </DeskLayout>
  );
}
