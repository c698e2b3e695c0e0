/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Agenda($from: DateTimeISO!, $to: DateTimeISO!) {\n    agenda(from: $from, to: $to) {\n      id\n      start\n      end\n      status\n      name\n      email\n      phone\n      topic\n      cancelReason\n      visitorTimeZone\n      leadId\n      sessionId\n    }\n  }\n": typeof types.AgendaDocument,
    "\n  query AgendaSettings {\n    availabilitySettings {\n      timeZone\n      hasCalendarFeed\n    }\n  }\n": typeof types.AgendaSettingsDocument,
    "\n  mutation MarkMeetingDone($id: ID!) {\n    markMeetingDone(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.MarkMeetingDoneDocument,
    "\n  mutation MarkMeetingNoShow($id: ID!) {\n    markMeetingNoShow(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.MarkMeetingNoShowDocument,
    "\n  mutation CancelMeetingAsOwner($id: ID!, $reason: String) {\n    cancelMeetingAsOwner(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n    }\n  }\n": typeof types.CancelMeetingAsOwnerDocument,
    "\n  mutation MoveMeeting($id: ID!, $start: DateTimeISO!) {\n    moveMeeting(id: $id, start: $start) {\n      id\n      start\n      end\n      status\n    }\n  }\n": typeof types.MoveMeetingDocument,
    "\n  mutation NewCalendarFeedUrl {\n    newCalendarFeedUrl\n  }\n": typeof types.NewCalendarFeedUrlDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  fragment AvailabilityFields on AvailabilitySettings {\n    timeZone\n    weeklyHours {\n      weekday\n      hours {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      hours {\n        start\n        end\n      }\n    }\n    meetingMinutes\n    bufferMinutes\n    minNoticeMinutes\n    horizonDays\n    dailyMax\n    changeNoticeHours\n    confirmationNote\n  }\n": typeof types.AvailabilityFieldsFragmentDoc,
    "\n  query AvailabilitySettings {\n    availabilitySettings {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.AvailabilitySettingsDocument,
    "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.UpdateAvailabilityDocument,
    "\n  query AvailabilityPreview($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n  }\n": typeof types.AvailabilityPreviewDocument,
    "\n  query DeskBlogPosts($status: BlogPostStatus, $deleted: Boolean!) {\n    deskBlogPosts(status: $status, deleted: $deleted) {\n      id\n      slug\n      title\n      category\n      status\n      publishedAt\n      updatedAt\n      deletedAt\n    }\n  }\n": typeof types.DeskBlogPostsDocument,
    "\n  query DeskBlogPost($id: ID!) {\n    deskBlogPost(id: $id) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n      deletedAt\n      coverImage {\n        id\n        alt\n        src\n      }\n    }\n  }\n": typeof types.DeskBlogPostDocument,
    "\n  query BlogPostRevisions($id: ID!) {\n    blogPostRevisions(id: $id) {\n      id\n      title\n      status\n      autosave\n      createdAt\n    }\n  }\n": typeof types.BlogPostRevisionsDocument,
    "\n  query PreviewBlogPost($content: String!) {\n    previewBlogPost(content: $content) {\n      html\n    }\n  }\n": typeof types.PreviewBlogPostDocument,
    "\n  query SuggestBlogSlug($title: String!, $id: ID) {\n    suggestBlogSlug(title: $title, id: $id)\n  }\n": typeof types.SuggestBlogSlugDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n": typeof types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {\n    updateBlogPost(id: $id, input: $input, autosave: $autosave) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteBlogPostDocument,
    "\n  mutation RestoreBlogPost($id: ID!) {\n    restoreBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.RestoreBlogPostDocument,
    "\n  mutation RestoreBlogPostRevision($revisionId: ID!) {\n    restoreBlogPostRevision(revisionId: $revisionId) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n    }\n  }\n": typeof types.RestoreBlogPostRevisionDocument,
    "\n  query BlogSubscribers($status: SubscriberStatus) {\n    blogSubscribers(status: $status) {\n      id\n      email\n      status\n      frequency\n      createdAt\n      confirmedAt\n    }\n  }\n": typeof types.BlogSubscribersDocument,
    "\n  mutation RemoveBlogSubscriber($id: ID!) {\n    removeBlogSubscriber(id: $id)\n  }\n": typeof types.RemoveBlogSubscriberDocument,
    "\n  query DeskSession {\n    ownerExists\n    me {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.DeskSessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $totp: String) {\n    signIn(email: $email, password: $password, totp: $totp) {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {\n    leads(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          read\n          source\n          name\n          email\n          phone\n          interest\n          message\n          sameContact {\n            id\n            createdAt\n            status\n            source\n            interest\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.LeadsDocument,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      createdAt\n      status\n      note\n      read\n      source\n      name\n      email\n      phone\n      company\n      interest\n      message\n      sessionId\n      sameContact {\n        id\n        createdAt\n        status\n        source\n        interest\n        message\n      }\n      documents {\n        id\n        name\n        size\n        contentType\n        pages\n        encrypted\n        kept\n        url\n      }\n      conversation {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n": typeof types.LeadDocument,
    "\n  mutation UpdateLead($id: ID!, $status: LeadStatus, $note: String) {\n    updateLead(id: $id, status: $status, note: $note) {\n      id\n      status\n      note\n      read\n    }\n  }\n": typeof types.UpdateLeadDocument,
    "\n  mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus!) {\n    updateLeads(ids: $ids, status: $status) {\n      id\n      status\n      read\n    }\n  }\n": typeof types.UpdateLeadsDocument,
    "\n  mutation KeepLeadDocument($id: ID!, $kept: Boolean!) {\n    keepLeadDocument(id: $id, kept: $kept) {\n      id\n      kept\n    }\n  }\n": typeof types.KeepLeadDocumentDocument,
    "\n  mutation KeepLeadDocuments($leadId: ID!, $kept: Boolean!) {\n    keepLeadDocuments(leadId: $leadId, kept: $kept) {\n      id\n      kept\n    }\n  }\n": typeof types.KeepLeadDocumentsDocument,
    "\n  query DeskChats {\n    deskChats(first: 40) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      ownerName\n      visitorName\n      visitorEmail\n      firstMessage\n      startPage\n      lastMessage\n      waitingSince\n    }\n  }\n": typeof types.DeskChatsDocument,
    "\n  query DeskChat($sessionId: String!) {\n    deskChat(sessionId: $sessionId) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      messages {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n": typeof types.DeskChatDocument,
    "\n  mutation JoinChat($sessionId: String!) {\n    joinChat(sessionId: $sessionId) {\n      sessionId\n      ownerJoined\n      wantsPerson\n    }\n  }\n": typeof types.JoinChatDocument,
    "\n  mutation SendOwnerMessage($sessionId: String!, $message: String!) {\n    sendOwnerMessage(sessionId: $sessionId, message: $message) {\n      id\n      message\n      author\n      kind\n      ownerName\n      needsPerson\n      isUser\n      seq\n      createdAt\n    }\n  }\n": typeof types.SendOwnerMessageDocument,
    "\n  mutation LeaveChat($sessionId: String!) {\n    leaveChat(sessionId: $sessionId)\n  }\n": typeof types.LeaveChatDocument,
    "\n  subscription DeskEvents {\n    deskEvents {\n      kind\n      at\n      sessionId\n      lead {\n        id\n        name\n        message\n      }\n      message {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n      }\n    }\n  }\n": typeof types.DeskEventsDocument,
    "\n  query SiteInsights(\n    $from: DateTimeISO!\n    $to: DateTimeISO!\n    $previousFrom: DateTimeISO!\n    $previousTo: DateTimeISO!\n    $interval: InsightsInterval!\n  ) {\n    current: siteInsights(from: $from, to: $to, interval: $interval) {\n      fromDay\n      toDay\n      visitors\n      pageViews\n      series {\n        start\n        pageViews\n        visitors\n      }\n      topPages {\n        value\n        pageViews\n        visitors\n      }\n      topReferrers {\n        value\n        pageViews\n        visitors\n      }\n      topCampaigns {\n        value\n        pageViews\n        visitors\n      }\n      devices {\n        value\n        pageViews\n      }\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n        chatRate\n        toolRate\n        leadRate\n        bookingRate\n        keptRate\n        missedRate\n        abandonRate\n      }\n      leadSources {\n        source\n        leads\n      }\n      landingPages {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      sources {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      articles {\n        value\n        visitors\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      tools {\n        tool\n        visits\n      }\n    }\n    previous: siteInsights(from: $previousFrom, to: $previousTo, interval: $interval) {\n      visitors\n      pageViews\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n      }\n    }\n  }\n": typeof types.SiteInsightsDocument,
    "\n  query LeadDocumentPreviews($id: ID!) {\n    lead(id: $id) {\n      id\n      documents {\n        id\n        contentType\n        createdAt\n        previewUrl\n      }\n    }\n  }\n": typeof types.LeadDocumentPreviewsDocument,
    "\n  query PersonDataSummary($leadId: ID!) {\n    personDataSummary(leadId: $leadId) {\n      contacts\n      chatSessions\n      chatMessages\n      meetings\n      futureMeetings\n      subscriptions\n      mails\n    }\n  }\n": typeof types.PersonDataSummaryDocument,
    "\n  mutation ForgetPerson($leadId: ID!) {\n    forgetPerson(leadId: $leadId) {\n      forgottenAt\n      deleted {\n        contacts\n        meetings\n        futureMeetings\n      }\n    }\n  }\n": typeof types.ForgetPersonDocument,
    "\n  fragment TaughtAnswerFields on TaughtAnswer {\n    id\n    answer\n    href\n    hrefLabel\n    questions\n    timesUsed\n    helpfulVotes\n    notHelpfulVotes\n    createdAt\n    updatedAt\n  }\n": typeof types.TaughtAnswerFieldsFragmentDoc,
    "\n  query QuestionsToAnswer($first: Int) {\n    questionsToAnswer(first: $first) {\n      id\n      question\n      wordings\n      visitors\n      lastAskedAt\n      reasons\n      examples {\n        sessionId\n        askedAt\n        replyId\n        messages {\n          id\n          message\n          author\n          kind\n          ownerName\n          needsPerson\n          isUser\n          seq\n          createdAt\n          rating\n        }\n      }\n    }\n  }\n": typeof types.QuestionsToAnswerDocument,
    "\n  mutation DismissQuestionGroup($id: ID!) {\n    dismissQuestionGroup(id: $id)\n  }\n": typeof types.DismissQuestionGroupDocument,
    "\n  query TaughtAnswers($search: String) {\n    taughtAnswers(search: $search) {\n      ...TaughtAnswerFields\n    }\n  }\n": typeof types.TaughtAnswersDocument,
    "\n  mutation TeachAnswer($input: TeachAnswerInput!) {\n    teachAnswer(input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n": typeof types.TeachAnswerDocument,
    "\n  mutation UpdateTaughtAnswer($id: ID!, $input: TeachAnswerInput!) {\n    updateTaughtAnswer(id: $id, input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n": typeof types.UpdateTaughtAnswerDocument,
    "\n  mutation RemoveTaughtAnswer($id: ID!) {\n    removeTaughtAnswer(id: $id)\n  }\n": typeof types.RemoveTaughtAnswerDocument,
    "\n  query AssistantWeek {\n    assistantWeek {\n      chats\n      helpful\n      notHelpful\n      questionsWaiting\n    }\n  }\n": typeof types.AssistantWeekDocument,
};
const documents: Documents = {
    "\n  query Agenda($from: DateTimeISO!, $to: DateTimeISO!) {\n    agenda(from: $from, to: $to) {\n      id\n      start\n      end\n      status\n      name\n      email\n      phone\n      topic\n      cancelReason\n      visitorTimeZone\n      leadId\n      sessionId\n    }\n  }\n": types.AgendaDocument,
    "\n  query AgendaSettings {\n    availabilitySettings {\n      timeZone\n      hasCalendarFeed\n    }\n  }\n": types.AgendaSettingsDocument,
    "\n  mutation MarkMeetingDone($id: ID!) {\n    markMeetingDone(id: $id) {\n      id\n      status\n    }\n  }\n": types.MarkMeetingDoneDocument,
    "\n  mutation MarkMeetingNoShow($id: ID!) {\n    markMeetingNoShow(id: $id) {\n      id\n      status\n    }\n  }\n": types.MarkMeetingNoShowDocument,
    "\n  mutation CancelMeetingAsOwner($id: ID!, $reason: String) {\n    cancelMeetingAsOwner(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n    }\n  }\n": types.CancelMeetingAsOwnerDocument,
    "\n  mutation MoveMeeting($id: ID!, $start: DateTimeISO!) {\n    moveMeeting(id: $id, start: $start) {\n      id\n      start\n      end\n      status\n    }\n  }\n": types.MoveMeetingDocument,
    "\n  mutation NewCalendarFeedUrl {\n    newCalendarFeedUrl\n  }\n": types.NewCalendarFeedUrlDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  fragment AvailabilityFields on AvailabilitySettings {\n    timeZone\n    weeklyHours {\n      weekday\n      hours {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      hours {\n        start\n        end\n      }\n    }\n    meetingMinutes\n    bufferMinutes\n    minNoticeMinutes\n    horizonDays\n    dailyMax\n    changeNoticeHours\n    confirmationNote\n  }\n": types.AvailabilityFieldsFragmentDoc,
    "\n  query AvailabilitySettings {\n    availabilitySettings {\n      ...AvailabilityFields\n    }\n  }\n": types.AvailabilitySettingsDocument,
    "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n": types.UpdateAvailabilityDocument,
    "\n  query AvailabilityPreview($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n  }\n": types.AvailabilityPreviewDocument,
    "\n  query DeskBlogPosts($status: BlogPostStatus, $deleted: Boolean!) {\n    deskBlogPosts(status: $status, deleted: $deleted) {\n      id\n      slug\n      title\n      category\n      status\n      publishedAt\n      updatedAt\n      deletedAt\n    }\n  }\n": types.DeskBlogPostsDocument,
    "\n  query DeskBlogPost($id: ID!) {\n    deskBlogPost(id: $id) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n      deletedAt\n      coverImage {\n        id\n        alt\n        src\n      }\n    }\n  }\n": types.DeskBlogPostDocument,
    "\n  query BlogPostRevisions($id: ID!) {\n    blogPostRevisions(id: $id) {\n      id\n      title\n      status\n      autosave\n      createdAt\n    }\n  }\n": types.BlogPostRevisionsDocument,
    "\n  query PreviewBlogPost($content: String!) {\n    previewBlogPost(content: $content) {\n      html\n    }\n  }\n": types.PreviewBlogPostDocument,
    "\n  query SuggestBlogSlug($title: String!, $id: ID) {\n    suggestBlogSlug(title: $title, id: $id)\n  }\n": types.SuggestBlogSlugDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n": types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {\n    updateBlogPost(id: $id, input: $input, autosave: $autosave) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteBlogPostDocument,
    "\n  mutation RestoreBlogPost($id: ID!) {\n    restoreBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.RestoreBlogPostDocument,
    "\n  mutation RestoreBlogPostRevision($revisionId: ID!) {\n    restoreBlogPostRevision(revisionId: $revisionId) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n    }\n  }\n": types.RestoreBlogPostRevisionDocument,
    "\n  query BlogSubscribers($status: SubscriberStatus) {\n    blogSubscribers(status: $status) {\n      id\n      email\n      status\n      frequency\n      createdAt\n      confirmedAt\n    }\n  }\n": types.BlogSubscribersDocument,
    "\n  mutation RemoveBlogSubscriber($id: ID!) {\n    removeBlogSubscriber(id: $id)\n  }\n": types.RemoveBlogSubscriberDocument,
    "\n  query DeskSession {\n    ownerExists\n    me {\n      id\n      email\n      displayName\n    }\n  }\n": types.DeskSessionDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $totp: String) {\n    signIn(email: $email, password: $password, totp: $totp) {\n      id\n      email\n      displayName\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {\n    leads(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          read\n          source\n          name\n          email\n          phone\n          interest\n          message\n          sameContact {\n            id\n            createdAt\n            status\n            source\n            interest\n            message\n          }\n        }\n      }\n    }\n  }\n": types.LeadsDocument,
    "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      createdAt\n      status\n      note\n      read\n      source\n      name\n      email\n      phone\n      company\n      interest\n      message\n      sessionId\n      sameContact {\n        id\n        createdAt\n        status\n        source\n        interest\n        message\n      }\n      documents {\n        id\n        name\n        size\n        contentType\n        pages\n        encrypted\n        kept\n        url\n      }\n      conversation {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n": types.LeadDocument,
    "\n  mutation UpdateLead($id: ID!, $status: LeadStatus, $note: String) {\n    updateLead(id: $id, status: $status, note: $note) {\n      id\n      status\n      note\n      read\n    }\n  }\n": types.UpdateLeadDocument,
    "\n  mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus!) {\n    updateLeads(ids: $ids, status: $status) {\n      id\n      status\n      read\n    }\n  }\n": types.UpdateLeadsDocument,
    "\n  mutation KeepLeadDocument($id: ID!, $kept: Boolean!) {\n    keepLeadDocument(id: $id, kept: $kept) {\n      id\n      kept\n    }\n  }\n": types.KeepLeadDocumentDocument,
    "\n  mutation KeepLeadDocuments($leadId: ID!, $kept: Boolean!) {\n    keepLeadDocuments(leadId: $leadId, kept: $kept) {\n      id\n      kept\n    }\n  }\n": types.KeepLeadDocumentsDocument,
    "\n  query DeskChats {\n    deskChats(first: 40) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      ownerName\n      visitorName\n      visitorEmail\n      firstMessage\n      startPage\n      lastMessage\n      waitingSince\n    }\n  }\n": types.DeskChatsDocument,
    "\n  query DeskChat($sessionId: String!) {\n    deskChat(sessionId: $sessionId) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      messages {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n": types.DeskChatDocument,
    "\n  mutation JoinChat($sessionId: String!) {\n    joinChat(sessionId: $sessionId) {\n      sessionId\n      ownerJoined\n      wantsPerson\n    }\n  }\n": types.JoinChatDocument,
    "\n  mutation SendOwnerMessage($sessionId: String!, $message: String!) {\n    sendOwnerMessage(sessionId: $sessionId, message: $message) {\n      id\n      message\n      author\n      kind\n      ownerName\n      needsPerson\n      isUser\n      seq\n      createdAt\n    }\n  }\n": types.SendOwnerMessageDocument,
    "\n  mutation LeaveChat($sessionId: String!) {\n    leaveChat(sessionId: $sessionId)\n  }\n": types.LeaveChatDocument,
    "\n  subscription DeskEvents {\n    deskEvents {\n      kind\n      at\n      sessionId\n      lead {\n        id\n        name\n        message\n      }\n      message {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n      }\n    }\n  }\n": types.DeskEventsDocument,
    "\n  query SiteInsights(\n    $from: DateTimeISO!\n    $to: DateTimeISO!\n    $previousFrom: DateTimeISO!\n    $previousTo: DateTimeISO!\n    $interval: InsightsInterval!\n  ) {\n    current: siteInsights(from: $from, to: $to, interval: $interval) {\n      fromDay\n      toDay\n      visitors\n      pageViews\n      series {\n        start\n        pageViews\n        visitors\n      }\n      topPages {\n        value\n        pageViews\n        visitors\n      }\n      topReferrers {\n        value\n        pageViews\n        visitors\n      }\n      topCampaigns {\n        value\n        pageViews\n        visitors\n      }\n      devices {\n        value\n        pageViews\n      }\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n        chatRate\n        toolRate\n        leadRate\n        bookingRate\n        keptRate\n        missedRate\n        abandonRate\n      }\n      leadSources {\n        source\n        leads\n      }\n      landingPages {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      sources {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      articles {\n        value\n        visitors\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      tools {\n        tool\n        visits\n      }\n    }\n    previous: siteInsights(from: $previousFrom, to: $previousTo, interval: $interval) {\n      visitors\n      pageViews\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n      }\n    }\n  }\n": types.SiteInsightsDocument,
    "\n  query LeadDocumentPreviews($id: ID!) {\n    lead(id: $id) {\n      id\n      documents {\n        id\n        contentType\n        createdAt\n        previewUrl\n      }\n    }\n  }\n": types.LeadDocumentPreviewsDocument,
    "\n  query PersonDataSummary($leadId: ID!) {\n    personDataSummary(leadId: $leadId) {\n      contacts\n      chatSessions\n      chatMessages\n      meetings\n      futureMeetings\n      subscriptions\n      mails\n    }\n  }\n": types.PersonDataSummaryDocument,
    "\n  mutation ForgetPerson($leadId: ID!) {\n    forgetPerson(leadId: $leadId) {\n      forgottenAt\n      deleted {\n        contacts\n        meetings\n        futureMeetings\n      }\n    }\n  }\n": types.ForgetPersonDocument,
    "\n  fragment TaughtAnswerFields on TaughtAnswer {\n    id\n    answer\n    href\n    hrefLabel\n    questions\n    timesUsed\n    helpfulVotes\n    notHelpfulVotes\n    createdAt\n    updatedAt\n  }\n": types.TaughtAnswerFieldsFragmentDoc,
    "\n  query QuestionsToAnswer($first: Int) {\n    questionsToAnswer(first: $first) {\n      id\n      question\n      wordings\n      visitors\n      lastAskedAt\n      reasons\n      examples {\n        sessionId\n        askedAt\n        replyId\n        messages {\n          id\n          message\n          author\n          kind\n          ownerName\n          needsPerson\n          isUser\n          seq\n          createdAt\n          rating\n        }\n      }\n    }\n  }\n": types.QuestionsToAnswerDocument,
    "\n  mutation DismissQuestionGroup($id: ID!) {\n    dismissQuestionGroup(id: $id)\n  }\n": types.DismissQuestionGroupDocument,
    "\n  query TaughtAnswers($search: String) {\n    taughtAnswers(search: $search) {\n      ...TaughtAnswerFields\n    }\n  }\n": types.TaughtAnswersDocument,
    "\n  mutation TeachAnswer($input: TeachAnswerInput!) {\n    teachAnswer(input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n": types.TeachAnswerDocument,
    "\n  mutation UpdateTaughtAnswer($id: ID!, $input: TeachAnswerInput!) {\n    updateTaughtAnswer(id: $id, input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n": types.UpdateTaughtAnswerDocument,
    "\n  mutation RemoveTaughtAnswer($id: ID!) {\n    removeTaughtAnswer(id: $id)\n  }\n": types.RemoveTaughtAnswerDocument,
    "\n  query AssistantWeek {\n    assistantWeek {\n      chats\n      helpful\n      notHelpful\n      questionsWaiting\n    }\n  }\n": types.AssistantWeekDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agenda($from: DateTimeISO!, $to: DateTimeISO!) {\n    agenda(from: $from, to: $to) {\n      id\n      start\n      end\n      status\n      name\n      email\n      phone\n      topic\n      cancelReason\n      visitorTimeZone\n      leadId\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  query Agenda($from: DateTimeISO!, $to: DateTimeISO!) {\n    agenda(from: $from, to: $to) {\n      id\n      start\n      end\n      status\n      name\n      email\n      phone\n      topic\n      cancelReason\n      visitorTimeZone\n      leadId\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaSettings {\n    availabilitySettings {\n      timeZone\n      hasCalendarFeed\n    }\n  }\n"): (typeof documents)["\n  query AgendaSettings {\n    availabilitySettings {\n      timeZone\n      hasCalendarFeed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMeetingDone($id: ID!) {\n    markMeetingDone(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMeetingDone($id: ID!) {\n    markMeetingDone(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMeetingNoShow($id: ID!) {\n    markMeetingNoShow(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMeetingNoShow($id: ID!) {\n    markMeetingNoShow(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMeetingAsOwner($id: ID!, $reason: String) {\n    cancelMeetingAsOwner(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMeetingAsOwner($id: ID!, $reason: String) {\n    cancelMeetingAsOwner(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMeeting($id: ID!, $start: DateTimeISO!) {\n    moveMeeting(id: $id, start: $start) {\n      id\n      start\n      end\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMeeting($id: ID!, $start: DateTimeISO!) {\n    moveMeeting(id: $id, start: $start) {\n      id\n      start\n      end\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewCalendarFeedUrl {\n    newCalendarFeedUrl\n  }\n"): (typeof documents)["\n  mutation NewCalendarFeedUrl {\n    newCalendarFeedUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvailabilityFields on AvailabilitySettings {\n    timeZone\n    weeklyHours {\n      weekday\n      hours {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      hours {\n        start\n        end\n      }\n    }\n    meetingMinutes\n    bufferMinutes\n    minNoticeMinutes\n    horizonDays\n    dailyMax\n    changeNoticeHours\n    confirmationNote\n  }\n"): (typeof documents)["\n  fragment AvailabilityFields on AvailabilitySettings {\n    timeZone\n    weeklyHours {\n      weekday\n      hours {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      hours {\n        start\n        end\n      }\n    }\n    meetingMinutes\n    bufferMinutes\n    minNoticeMinutes\n    horizonDays\n    dailyMax\n    changeNoticeHours\n    confirmationNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilitySettings {\n    availabilitySettings {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query AvailabilitySettings {\n    availabilitySettings {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityPreview($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityPreview($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {\n    availableSlots(from: $from, to: $to, timeZone: $timeZone) {\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBlogPosts($status: BlogPostStatus, $deleted: Boolean!) {\n    deskBlogPosts(status: $status, deleted: $deleted) {\n      id\n      slug\n      title\n      category\n      status\n      publishedAt\n      updatedAt\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  query DeskBlogPosts($status: BlogPostStatus, $deleted: Boolean!) {\n    deskBlogPosts(status: $status, deleted: $deleted) {\n      id\n      slug\n      title\n      category\n      status\n      publishedAt\n      updatedAt\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBlogPost($id: ID!) {\n    deskBlogPost(id: $id) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n      deletedAt\n      coverImage {\n        id\n        alt\n        src\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskBlogPost($id: ID!) {\n    deskBlogPost(id: $id) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n      deletedAt\n      coverImage {\n        id\n        alt\n        src\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostRevisions($id: ID!) {\n    blogPostRevisions(id: $id) {\n      id\n      title\n      status\n      autosave\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BlogPostRevisions($id: ID!) {\n    blogPostRevisions(id: $id) {\n      id\n      title\n      status\n      autosave\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewBlogPost($content: String!) {\n    previewBlogPost(content: $content) {\n      html\n    }\n  }\n"): (typeof documents)["\n  query PreviewBlogPost($content: String!) {\n    previewBlogPost(content: $content) {\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestBlogSlug($title: String!, $id: ID) {\n    suggestBlogSlug(title: $title, id: $id)\n  }\n"): (typeof documents)["\n  query SuggestBlogSlug($title: String!, $id: ID) {\n    suggestBlogSlug(title: $title, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {\n    updateBlogPost(id: $id, input: $input, autosave: $autosave) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {\n    updateBlogPost(id: $id, input: $input, autosave: $autosave) {\n      id\n      slug\n      status\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBlogPost($id: ID!) {\n    deleteBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBlogPost($id: ID!) {\n    restoreBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBlogPost($id: ID!) {\n    restoreBlogPost(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBlogPostRevision($revisionId: ID!) {\n    restoreBlogPostRevision(revisionId: $revisionId) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBlogPostRevision($revisionId: ID!) {\n    restoreBlogPostRevision(revisionId: $revisionId) {\n      id\n      slug\n      title\n      excerpt\n      markdown\n      category\n      status\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSubscribers($status: SubscriberStatus) {\n    blogSubscribers(status: $status) {\n      id\n      email\n      status\n      frequency\n      createdAt\n      confirmedAt\n    }\n  }\n"): (typeof documents)["\n  query BlogSubscribers($status: SubscriberStatus) {\n    blogSubscribers(status: $status) {\n      id\n      email\n      status\n      frequency\n      createdAt\n      confirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBlogSubscriber($id: ID!) {\n    removeBlogSubscriber(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBlogSubscriber($id: ID!) {\n    removeBlogSubscriber(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskSession {\n    ownerExists\n    me {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query DeskSession {\n    ownerExists\n    me {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $totp: String) {\n    signIn(email: $email, password: $password, totp: $totp) {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!, $totp: String) {\n    signIn(email: $email, password: $password, totp: $totp) {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {\n    leads(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          read\n          source\n          name\n          email\n          phone\n          interest\n          message\n          sameContact {\n            id\n            createdAt\n            status\n            source\n            interest\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Leads($status: LeadStatus, $search: String, $first: Int, $after: String) {\n    leads(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          read\n          source\n          name\n          email\n          phone\n          interest\n          message\n          sameContact {\n            id\n            createdAt\n            status\n            source\n            interest\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      createdAt\n      status\n      note\n      read\n      source\n      name\n      email\n      phone\n      company\n      interest\n      message\n      sessionId\n      sameContact {\n        id\n        createdAt\n        status\n        source\n        interest\n        message\n      }\n      documents {\n        id\n        name\n        size\n        contentType\n        pages\n        encrypted\n        kept\n        url\n      }\n      conversation {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n"): (typeof documents)["\n  query Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      createdAt\n      status\n      note\n      read\n      source\n      name\n      email\n      phone\n      company\n      interest\n      message\n      sessionId\n      sameContact {\n        id\n        createdAt\n        status\n        source\n        interest\n        message\n      }\n      documents {\n        id\n        name\n        size\n        contentType\n        pages\n        encrypted\n        kept\n        url\n      }\n      conversation {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLead($id: ID!, $status: LeadStatus, $note: String) {\n    updateLead(id: $id, status: $status, note: $note) {\n      id\n      status\n      note\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLead($id: ID!, $status: LeadStatus, $note: String) {\n    updateLead(id: $id, status: $status, note: $note) {\n      id\n      status\n      note\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus!) {\n    updateLeads(ids: $ids, status: $status) {\n      id\n      status\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus!) {\n    updateLeads(ids: $ids, status: $status) {\n      id\n      status\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepLeadDocument($id: ID!, $kept: Boolean!) {\n    keepLeadDocument(id: $id, kept: $kept) {\n      id\n      kept\n    }\n  }\n"): (typeof documents)["\n  mutation KeepLeadDocument($id: ID!, $kept: Boolean!) {\n    keepLeadDocument(id: $id, kept: $kept) {\n      id\n      kept\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepLeadDocuments($leadId: ID!, $kept: Boolean!) {\n    keepLeadDocuments(leadId: $leadId, kept: $kept) {\n      id\n      kept\n    }\n  }\n"): (typeof documents)["\n  mutation KeepLeadDocuments($leadId: ID!, $kept: Boolean!) {\n    keepLeadDocuments(leadId: $leadId, kept: $kept) {\n      id\n      kept\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskChats {\n    deskChats(first: 40) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      ownerName\n      visitorName\n      visitorEmail\n      firstMessage\n      startPage\n      lastMessage\n      waitingSince\n    }\n  }\n"): (typeof documents)["\n  query DeskChats {\n    deskChats(first: 40) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      ownerName\n      visitorName\n      visitorEmail\n      firstMessage\n      startPage\n      lastMessage\n      waitingSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskChat($sessionId: String!) {\n    deskChat(sessionId: $sessionId) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      messages {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskChat($sessionId: String!) {\n    deskChat(sessionId: $sessionId) {\n      sessionId\n      startedAt\n      lastMessageAt\n      wantsPerson\n      ownerJoined\n      messages {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n        rating\n        choices\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinChat($sessionId: String!) {\n    joinChat(sessionId: $sessionId) {\n      sessionId\n      ownerJoined\n      wantsPerson\n    }\n  }\n"): (typeof documents)["\n  mutation JoinChat($sessionId: String!) {\n    joinChat(sessionId: $sessionId) {\n      sessionId\n      ownerJoined\n      wantsPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOwnerMessage($sessionId: String!, $message: String!) {\n    sendOwnerMessage(sessionId: $sessionId, message: $message) {\n      id\n      message\n      author\n      kind\n      ownerName\n      needsPerson\n      isUser\n      seq\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendOwnerMessage($sessionId: String!, $message: String!) {\n    sendOwnerMessage(sessionId: $sessionId, message: $message) {\n      id\n      message\n      author\n      kind\n      ownerName\n      needsPerson\n      isUser\n      seq\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveChat($sessionId: String!) {\n    leaveChat(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation LeaveChat($sessionId: String!) {\n    leaveChat(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskEvents {\n    deskEvents {\n      kind\n      at\n      sessionId\n      lead {\n        id\n        name\n        message\n      }\n      message {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeskEvents {\n    deskEvents {\n      kind\n      at\n      sessionId\n      lead {\n        id\n        name\n        message\n      }\n      message {\n        id\n        message\n        author\n        kind\n        ownerName\n        needsPerson\n        isUser\n        seq\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteInsights(\n    $from: DateTimeISO!\n    $to: DateTimeISO!\n    $previousFrom: DateTimeISO!\n    $previousTo: DateTimeISO!\n    $interval: InsightsInterval!\n  ) {\n    current: siteInsights(from: $from, to: $to, interval: $interval) {\n      fromDay\n      toDay\n      visitors\n      pageViews\n      series {\n        start\n        pageViews\n        visitors\n      }\n      topPages {\n        value\n        pageViews\n        visitors\n      }\n      topReferrers {\n        value\n        pageViews\n        visitors\n      }\n      topCampaigns {\n        value\n        pageViews\n        visitors\n      }\n      devices {\n        value\n        pageViews\n      }\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n        chatRate\n        toolRate\n        leadRate\n        bookingRate\n        keptRate\n        missedRate\n        abandonRate\n      }\n      leadSources {\n        source\n        leads\n      }\n      landingPages {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      sources {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      articles {\n        value\n        visitors\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      tools {\n        tool\n        visits\n      }\n    }\n    previous: siteInsights(from: $previousFrom, to: $previousTo, interval: $interval) {\n      visitors\n      pageViews\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteInsights(\n    $from: DateTimeISO!\n    $to: DateTimeISO!\n    $previousFrom: DateTimeISO!\n    $previousTo: DateTimeISO!\n    $interval: InsightsInterval!\n  ) {\n    current: siteInsights(from: $from, to: $to, interval: $interval) {\n      fromDay\n      toDay\n      visitors\n      pageViews\n      series {\n        start\n        pageViews\n        visitors\n      }\n      topPages {\n        value\n        pageViews\n        visitors\n      }\n      topReferrers {\n        value\n        pageViews\n        visitors\n      }\n      topCampaigns {\n        value\n        pageViews\n        visitors\n      }\n      devices {\n        value\n        pageViews\n      }\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n        chatRate\n        toolRate\n        leadRate\n        bookingRate\n        keptRate\n        missedRate\n        abandonRate\n      }\n      leadSources {\n        source\n        leads\n      }\n      landingPages {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      sources {\n        value\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      articles {\n        value\n        visitors\n        chats\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n      }\n      tools {\n        tool\n        visits\n      }\n    }\n    previous: siteInsights(from: $previousFrom, to: $previousTo, interval: $interval) {\n      visitors\n      pageViews\n      funnel {\n        visits\n        chats\n        toolUses\n        leads\n        meetingsBooked\n        meetingsKept\n        meetingsMissed\n        slotsAsked\n        bookingAbandoned\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDocumentPreviews($id: ID!) {\n    lead(id: $id) {\n      id\n      documents {\n        id\n        contentType\n        createdAt\n        previewUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadDocumentPreviews($id: ID!) {\n    lead(id: $id) {\n      id\n      documents {\n        id\n        contentType\n        createdAt\n        previewUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonDataSummary($leadId: ID!) {\n    personDataSummary(leadId: $leadId) {\n      contacts\n      chatSessions\n      chatMessages\n      meetings\n      futureMeetings\n      subscriptions\n      mails\n    }\n  }\n"): (typeof documents)["\n  query PersonDataSummary($leadId: ID!) {\n    personDataSummary(leadId: $leadId) {\n      contacts\n      chatSessions\n      chatMessages\n      meetings\n      futureMeetings\n      subscriptions\n      mails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetPerson($leadId: ID!) {\n    forgetPerson(leadId: $leadId) {\n      forgottenAt\n      deleted {\n        contacts\n        meetings\n        futureMeetings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForgetPerson($leadId: ID!) {\n    forgetPerson(leadId: $leadId) {\n      forgottenAt\n      deleted {\n        contacts\n        meetings\n        futureMeetings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaughtAnswerFields on TaughtAnswer {\n    id\n    answer\n    href\n    hrefLabel\n    questions\n    timesUsed\n    helpfulVotes\n    notHelpfulVotes\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TaughtAnswerFields on TaughtAnswer {\n    id\n    answer\n    href\n    hrefLabel\n    questions\n    timesUsed\n    helpfulVotes\n    notHelpfulVotes\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionsToAnswer($first: Int) {\n    questionsToAnswer(first: $first) {\n      id\n      question\n      wordings\n      visitors\n      lastAskedAt\n      reasons\n      examples {\n        sessionId\n        askedAt\n        replyId\n        messages {\n          id\n          message\n          author\n          kind\n          ownerName\n          needsPerson\n          isUser\n          seq\n          createdAt\n          rating\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionsToAnswer($first: Int) {\n    questionsToAnswer(first: $first) {\n      id\n      question\n      wordings\n      visitors\n      lastAskedAt\n      reasons\n      examples {\n        sessionId\n        askedAt\n        replyId\n        messages {\n          id\n          message\n          author\n          kind\n          ownerName\n          needsPerson\n          isUser\n          seq\n          createdAt\n          rating\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissQuestionGroup($id: ID!) {\n    dismissQuestionGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissQuestionGroup($id: ID!) {\n    dismissQuestionGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaughtAnswers($search: String) {\n    taughtAnswers(search: $search) {\n      ...TaughtAnswerFields\n    }\n  }\n"): (typeof documents)["\n  query TaughtAnswers($search: String) {\n    taughtAnswers(search: $search) {\n      ...TaughtAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeachAnswer($input: TeachAnswerInput!) {\n    teachAnswer(input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation TeachAnswer($input: TeachAnswerInput!) {\n    teachAnswer(input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaughtAnswer($id: ID!, $input: TeachAnswerInput!) {\n    updateTaughtAnswer(id: $id, input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaughtAnswer($id: ID!, $input: TeachAnswerInput!) {\n    updateTaughtAnswer(id: $id, input: $input) {\n      ...TaughtAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTaughtAnswer($id: ID!) {\n    removeTaughtAnswer(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveTaughtAnswer($id: ID!) {\n    removeTaughtAnswer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantWeek {\n    assistantWeek {\n      chats\n      helpful\n      notHelpful\n      questionsWaiting\n    }\n  }\n"): (typeof documents)["\n  query AssistantWeek {\n    assistantWeek {\n      chats\n      helpful\n      notHelpful\n      questionsWaiting\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;