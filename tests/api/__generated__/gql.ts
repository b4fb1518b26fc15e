/* eslint-disable */
import * as types from './graphql.js';



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
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      revenueByMonth { month bookings revenueUsd }\n      quoteRequestsByMonth { month count }\n      topRoutes { from to count }\n    }\n  }\n": typeof types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource { source count }\n      leadsByMonth { month bySource { source count } }\n      bookingsByCategory { category bookings revenueUsd }\n      firstContact { medianHours contacted notContacted }\n      affiliates { referralCode name leads bookings revenueUsd }\n    }\n  }\n": typeof types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference }\n  }\n": typeof types.Analytics_ContactDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id status }\n  }\n": typeof types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...BookingFields } }\n    }\n  }\n": typeof types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number status departAt customer { email } } }\n    }\n  }\n": typeof types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats { dealsWon totalRevenueUsd averageDealSizeUsd conversionRate }\n  }\n": typeof types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number priceUsd paymentStatus } }\n    }\n  }\n": typeof types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) { id paymentStatus }\n  }\n": typeof types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) { edges { node { status estimatedValueUsd activity { kind body fromStatus toStatus } } } }\n  }\n": typeof types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) { leadId }\n  }\n": typeof types.Bookings_RequestLeadDocument,
    "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee { id email name }\n      activity { kind body actor { id } }\n    }\n  }\n": typeof types.LeadDetail_AssignDocument,
    "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) { id status score stale scoreBreakdown { factor points maxPoints } }\n  }\n": typeof types.LeadDetail_LeadDocument,
    "\n  query LeadDetail_StaffMembers {\n    staffMembers { id email name }\n  }\n": typeof types.LeadDetail_StaffMembersDocument,
    "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { staleLeadDays }\n  }\n": typeof types.LeadDetail_UpdatePricingDocument,
    "\n  query LeadDetail_StaleLeadDays {\n    pricing { staleLeadDays }\n  }\n": typeof types.LeadDetail_StaleLeadDaysDocument,
    "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") { id }\n  }\n": typeof types.LeadDetail_NoteDocument,
    "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) { id }\n  }\n": typeof types.LeadDetail_LoseDocument,
    "\n  subscription LeadDetail_LeadEvents {\n    leadEvents { type lead { id assignee { id } } }\n  }\n": typeof types.LeadDetail_LeadEventsDocument,
    "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) { id name }\n  }\n": typeof types.LeadDetail_ViewersDocument,
    "\n  fragment Leads_LeadFields on Lead { id contactName company email phone source score status estimatedValueUsd createdAt updatedAt }\n": typeof types.Leads_LeadFieldsFragmentDoc,
    "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Leads_LeadFields } }\n    }\n  }\n": typeof types.Leads_PageDocument,
    "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity { kind body fromStatus toStatus actor { id email } quoteRequestId }\n      quoteRequests { id reference }\n    }\n  }\n": typeof types.Leads_LeadDocument,
    "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id status\n      activity { kind body fromStatus toStatus actor { email } }\n    }\n  }\n": typeof types.Leads_ChangeStatusDocument,
    "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) { id updatedAt activity { kind body actor { email } } }\n  }\n": typeof types.Leads_AddNoteDocument,
    "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads newLeads contacted qualified dealsWon dealsLost totalRevenueUsd averageDealSizeUsd conversionRate\n    }\n  }\n": typeof types.Leads_StatsDocument,
    "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id contactName\n          assignee { email }\n          activity { id kind body actor { email } }\n          latestActivity { id kind actor { email } }\n          quoteRequests {\n            reference status\n            legs { from to departAt fromAirport { code latitude } toAirport { code name timeZone } }\n            quotes { priceUsd staffNote quoteRequest { reference } }\n            booking { number }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Leads_NestedDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes { id status priceUsd aircraft operator expired note staffNote terms }\n          booking { number confirmationCode }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id reference status quotes { id status staffNote } }\n  }\n": typeof types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id email status source score estimatedValueUsd contactName company\n          activity { kind body fromStatus toStatus actor { email } }\n          quoteRequests { id reference status }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id reference status createdAt updatedAt\n      quotes { id priceUsd }\n      booking { confirmationCode }\n    }\n  }\n": typeof types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) { id status quotes { id status } }\n  }\n": typeof types.Quotes_CancelDocument,
    "\n  fragment UsersAdmin_User on User { id email role disabled activeSessions emailConfirmed factors { type status } }\n": typeof types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) { ...UsersAdmin_User }\n  }\n": typeof types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) { ...UsersAdmin_User }\n  }\n": typeof types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) { ...UsersAdmin_User name }\n  }\n": typeof types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { action entity entityId actor { id } changes { field before after } } }\n    }\n  }\n": typeof types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer { id }\n  }\n": typeof types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) { taxiMinutes }\n  }\n": typeof types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id reference status tripType passengers category pets luggage catering notes programInterest referralCode createdAt\n    contact { name email phone company }\n    legs { from to departAt departsAtUtc }\n    estimate { category lowUsd highUsd flightMinutes }\n  }\n": typeof types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id number status paymentStatus departAt departsAtUtc route passengers aircraft operator priceUsd confirmationCode createdAt\n    customer { id email }\n    quoteRequest { id reference status }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) { ...QuoteRequestFields }\n  }\n": typeof types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id status priceUsd aircraft operator validUntil expired note staffNote\n      quoteRequest { id status }\n    }\n  }\n": typeof types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id) { ...BookingFields }\n  }\n": typeof types.Charter_AcceptQuoteDocument,
};
const documents: Documents = {
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      revenueByMonth { month bookings revenueUsd }\n      quoteRequestsByMonth { month count }\n      topRoutes { from to count }\n    }\n  }\n": types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource { source count }\n      leadsByMonth { month bySource { source count } }\n      bookingsByCategory { category bookings revenueUsd }\n      firstContact { medianHours contacted notContacted }\n      affiliates { referralCode name leads bookings revenueUsd }\n    }\n  }\n": types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference }\n  }\n": types.Analytics_ContactDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id status }\n  }\n": types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...BookingFields } }\n    }\n  }\n": types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number status departAt customer { email } } }\n    }\n  }\n": types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats { dealsWon totalRevenueUsd averageDealSizeUsd conversionRate }\n  }\n": types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number priceUsd paymentStatus } }\n    }\n  }\n": types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) { id paymentStatus }\n  }\n": types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) { edges { node { status estimatedValueUsd activity { kind body fromStatus toStatus } } } }\n  }\n": types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) { leadId }\n  }\n": types.Bookings_RequestLeadDocument,
    "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee { id email name }\n      activity { kind body actor { id } }\n    }\n  }\n": types.LeadDetail_AssignDocument,
    "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) { id status score stale scoreBreakdown { factor points maxPoints } }\n  }\n": types.LeadDetail_LeadDocument,
    "\n  query LeadDetail_StaffMembers {\n    staffMembers { id email name }\n  }\n": types.LeadDetail_StaffMembersDocument,
    "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { staleLeadDays }\n  }\n": types.LeadDetail_UpdatePricingDocument,
    "\n  query LeadDetail_StaleLeadDays {\n    pricing { staleLeadDays }\n  }\n": types.LeadDetail_StaleLeadDaysDocument,
    "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") { id }\n  }\n": types.LeadDetail_NoteDocument,
    "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) { id }\n  }\n": types.LeadDetail_LoseDocument,
    "\n  subscription LeadDetail_LeadEvents {\n    leadEvents { type lead { id assignee { id } } }\n  }\n": types.LeadDetail_LeadEventsDocument,
    "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) { id name }\n  }\n": types.LeadDetail_ViewersDocument,
    "\n  fragment Leads_LeadFields on Lead { id contactName company email phone source score status estimatedValueUsd createdAt updatedAt }\n": types.Leads_LeadFieldsFragmentDoc,
    "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Leads_LeadFields } }\n    }\n  }\n": types.Leads_PageDocument,
    "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity { kind body fromStatus toStatus actor { id email } quoteRequestId }\n      quoteRequests { id reference }\n    }\n  }\n": types.Leads_LeadDocument,
    "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id status\n      activity { kind body fromStatus toStatus actor { email } }\n    }\n  }\n": types.Leads_ChangeStatusDocument,
    "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) { id updatedAt activity { kind body actor { email } } }\n  }\n": types.Leads_AddNoteDocument,
    "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads newLeads contacted qualified dealsWon dealsLost totalRevenueUsd averageDealSizeUsd conversionRate\n    }\n  }\n": types.Leads_StatsDocument,
    "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id contactName\n          assignee { email }\n          activity { id kind body actor { email } }\n          latestActivity { id kind actor { email } }\n          quoteRequests {\n            reference status\n            legs { from to departAt fromAirport { code latitude } toAirport { code name timeZone } }\n            quotes { priceUsd staffNote quoteRequest { reference } }\n            booking { number }\n          }\n        }\n      }\n    }\n  }\n": types.Leads_NestedDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes { id status priceUsd aircraft operator expired note staffNote terms }\n          booking { number confirmationCode }\n        }\n      }\n    }\n  }\n": types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id reference status quotes { id status staffNote } }\n  }\n": types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id email status source score estimatedValueUsd contactName company\n          activity { kind body fromStatus toStatus actor { email } }\n          quoteRequests { id reference status }\n        }\n      }\n    }\n  }\n": types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id reference status createdAt updatedAt\n      quotes { id priceUsd }\n      booking { confirmationCode }\n    }\n  }\n": types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) { id status quotes { id status } }\n  }\n": types.Quotes_CancelDocument,
    "\n  fragment UsersAdmin_User on User { id email role disabled activeSessions emailConfirmed factors { type status } }\n": types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) { ...UsersAdmin_User }\n  }\n": types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) { ...UsersAdmin_User }\n  }\n": types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) { ...UsersAdmin_User name }\n  }\n": types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { action entity entityId actor { id } changes { field before after } } }\n    }\n  }\n": types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer { id }\n  }\n": types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) { taxiMinutes }\n  }\n": types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id reference status tripType passengers category pets luggage catering notes programInterest referralCode createdAt\n    contact { name email phone company }\n    legs { from to departAt departsAtUtc }\n    estimate { category lowUsd highUsd flightMinutes }\n  }\n": types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id number status paymentStatus departAt departsAtUtc route passengers aircraft operator priceUsd confirmationCode createdAt\n    customer { id email }\n    quoteRequest { id reference status }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) { ...QuoteRequestFields }\n  }\n": types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id status priceUsd aircraft operator validUntil expired note staffNote\n      quoteRequest { id status }\n    }\n  }\n": types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id) { ...BookingFields }\n  }\n": types.Charter_AcceptQuoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      revenueByMonth { month bookings revenueUsd }\n      quoteRequestsByMonth { month count }\n      topRoutes { from to count }\n    }\n  }\n"): typeof import('./graphql.js').Analytics_OverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource { source count }\n      leadsByMonth { month bySource { source count } }\n      bookingsByCategory { category bookings revenueUsd }\n      firstContact { medianHours contacted notContacted }\n      affiliates { referralCode name leads bookings revenueUsd }\n    }\n  }\n"): typeof import('./graphql.js').Analytics_BreakdownsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference }\n  }\n"): typeof import('./graphql.js').Analytics_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id status }\n  }\n"): typeof import('./graphql.js').Bookings_ChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...BookingFields } }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_MineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number status departAt customer { email } } }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_AllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_LeadStats {\n    leadStats { dealsWon totalRevenueUsd averageDealSizeUsd conversionRate }\n  }\n"): typeof import('./graphql.js').Bookings_LeadStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number priceUsd paymentStatus } }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_DeskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) { id paymentStatus }\n  }\n"): typeof import('./graphql.js').Bookings_ChangePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) { edges { node { status estimatedValueUsd activity { kind body fromStatus toStatus } } } }\n  }\n"): typeof import('./graphql.js').Bookings_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) { leadId }\n  }\n"): typeof import('./graphql.js').Bookings_RequestLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee { id email name }\n      activity { kind body actor { id } }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_AssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) { id status score stale scoreBreakdown { factor points maxPoints } }\n  }\n"): typeof import('./graphql.js').LeadDetail_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_StaffMembers {\n    staffMembers { id email name }\n  }\n"): typeof import('./graphql.js').LeadDetail_StaffMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { staleLeadDays }\n  }\n"): typeof import('./graphql.js').LeadDetail_UpdatePricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_StaleLeadDays {\n    pricing { staleLeadDays }\n  }\n"): typeof import('./graphql.js').LeadDetail_StaleLeadDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") { id }\n  }\n"): typeof import('./graphql.js').LeadDetail_NoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) { id }\n  }\n"): typeof import('./graphql.js').LeadDetail_LoseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeadDetail_LeadEvents {\n    leadEvents { type lead { id assignee { id } } }\n  }\n"): typeof import('./graphql.js').LeadDetail_LeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) { id name }\n  }\n"): typeof import('./graphql.js').LeadDetail_ViewersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Leads_LeadFields on Lead { id contactName company email phone source score status estimatedValueUsd createdAt updatedAt }\n"): typeof import('./graphql.js').Leads_LeadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Leads_LeadFields } }\n    }\n  }\n"): typeof import('./graphql.js').Leads_PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity { kind body fromStatus toStatus actor { id email } quoteRequestId }\n      quoteRequests { id reference }\n    }\n  }\n"): typeof import('./graphql.js').Leads_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id status\n      activity { kind body fromStatus toStatus actor { email } }\n    }\n  }\n"): typeof import('./graphql.js').Leads_ChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) { id updatedAt activity { kind body actor { email } } }\n  }\n"): typeof import('./graphql.js').Leads_AddNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads newLeads contacted qualified dealsWon dealsLost totalRevenueUsd averageDealSizeUsd conversionRate\n    }\n  }\n"): typeof import('./graphql.js').Leads_StatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id contactName\n          assignee { email }\n          activity { id kind body actor { email } }\n          latestActivity { id kind actor { email } }\n          quoteRequests {\n            reference status\n            legs { from to departAt fromAirport { code latitude } toAirport { code name timeZone } }\n            quotes { priceUsd staffNote quoteRequest { reference } }\n            booking { number }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_NestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes { id status priceUsd aircraft operator expired note staffNote terms }\n          booking { number confirmationCode }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id reference status quotes { id status staffNote } }\n  }\n"): typeof import('./graphql.js').Quotes_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id email status source score estimatedValueUsd contactName company\n          activity { kind body fromStatus toStatus actor { email } }\n          quoteRequests { id reference status }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id reference status createdAt updatedAt\n      quotes { id priceUsd }\n      booking { confirmationCode }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_ReplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) { id status quotes { id status } }\n  }\n"): typeof import('./graphql.js').Quotes_CancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersAdmin_User on User { id email role disabled activeSessions emailConfirmed factors { type status } }\n"): typeof import('./graphql.js').UsersAdmin_UserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) { ...UsersAdmin_User }\n  }\n"): typeof import('./graphql.js').UsersAdmin_DisableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) { ...UsersAdmin_User }\n  }\n"): typeof import('./graphql.js').UsersAdmin_EndSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) { ...UsersAdmin_User name }\n  }\n"): typeof import('./graphql.js').UsersAdmin_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { action entity entityId actor { id } changes { field before after } } }\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_AuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersAdmin_Viewer {\n    viewer { id }\n  }\n"): typeof import('./graphql.js').UsersAdmin_ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) { taxiMinutes }\n  }\n"): typeof import('./graphql.js').UsersAdmin_TaxiMinutesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteRequestFields on QuoteRequest {\n    id reference status tripType passengers category pets luggage catering notes programInterest referralCode createdAt\n    contact { name email phone company }\n    legs { from to departAt departsAtUtc }\n    estimate { category lowUsd highUsd flightMinutes }\n  }\n"): typeof import('./graphql.js').QuoteRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id number status paymentStatus departAt departsAtUtc route passengers aircraft operator priceUsd confirmationCode createdAt\n    customer { id email }\n    quoteRequest { id reference status }\n  }\n"): typeof import('./graphql.js').BookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) { ...QuoteRequestFields }\n  }\n"): typeof import('./graphql.js').Charter_SubmitQuoteRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id status priceUsd aircraft operator validUntil expired note staffNote\n      quoteRequest { id status }\n    }\n  }\n"): typeof import('./graphql.js').Charter_SendQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id) { ...BookingFields }\n  }\n"): typeof import('./graphql.js').Charter_AcceptQuoteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
