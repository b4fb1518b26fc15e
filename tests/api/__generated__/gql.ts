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
    "\n  mutation Account_Delete($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": typeof types.Account_DeleteDocument,
    "\n  query Account_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": typeof types.Account_MyRequestsDocument,
    "\n  query Account_MyBookings {\n    myBookings { totalCount }\n  }\n": typeof types.Account_MyBookingsDocument,
    "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n": typeof types.Account_OneRequestDocument,
    "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n": typeof types.Account_ContactDocument,
    "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id name email company website audience locale status referralCode createdAt reviewedAt reviewNote\n    reviewer { id }\n    lead { id source email }\n  }\n": typeof types.Affiliates_FieldsFragmentDoc,
    "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) { ...Affiliates_Fields }\n  }\n": typeof types.Affiliates_ApplyDocument,
    "\n  mutation Affiliates_Review($id: ID!, $approve: Boolean!, $note: String) {\n    reviewAffiliateApplication(id: $id, approve: $approve, note: $note) { ...Affiliates_Fields }\n  }\n": typeof types.Affiliates_ReviewDocument,
    "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Affiliates_Fields } }\n    }\n  }\n": typeof types.Affiliates_ListDocument,
    "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) { code iata icao name city country countryCode latitude longitude timeZone suitsBusinessJets }\n  }\n": typeof types.Airports_SearchDocument,
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      revenueByMonth { month bookings revenueUsd }\n      quoteRequestsByMonth { month count }\n      topRoutes { from to count }\n    }\n  }\n": typeof types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource { source count }\n      leadsByMonth { month bySource { source count } }\n      bookingsByCategory { category bookings revenueUsd }\n      firstContact { medianHours contacted notContacted }\n      affiliates { referralCode name leads bookings revenueUsd }\n    }\n  }\n": typeof types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference }\n  }\n": typeof types.Analytics_ContactDocument,
    "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n": typeof types.AuthInvitation_InviteDocument,
    "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": typeof types.Autoconfirm_MyRequestsDocument,
    "\n  query Autoconfirm_MyBookings {\n    myBookings { totalCount }\n  }\n": typeof types.Autoconfirm_MyBookingsDocument,
    "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n": typeof types.Autoconfirm_OneRequestDocument,
    "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n": typeof types.Autoconfirm_ContactDocument,
    "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n": typeof types.Autoconfirm_InviteDocument,
    "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) { role }\n  }\n": typeof types.Autoconfirm_SetRoleDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id status }\n  }\n": typeof types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...BookingFields } }\n    }\n  }\n": typeof types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number status departAt customer { email } } }\n    }\n  }\n": typeof types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats { dealsWon totalRevenueUsd averageDealSizeUsd conversionRate }\n  }\n": typeof types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number priceUsd paymentStatus } }\n    }\n  }\n": typeof types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) { id paymentStatus }\n  }\n": typeof types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) { edges { node { status estimatedValueUsd activity { kind body fromStatus toStatus } } } }\n  }\n": typeof types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) { leadId }\n  }\n": typeof types.Bookings_RequestLeadDocument,
    "\n  query CatalogueCache_Public {\n    featuredOffers { id from priceUsd validUntil }\n    programs { code fromPriceUsd mostPopular }\n    aircraftCategories { category hourlyRateUsd }\n  }\n": typeof types.CatalogueCache_PublicDocument,
    "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n": typeof types.CatalogueCache_UpsertDocument,
    "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n": typeof types.CatalogueCache_PricingDocument,
    "\n  query Catalogue_Categories {\n    aircraftCategories { category exampleAircraft seats rangeNm cruiseKt hourlyRateUsd dailyMinimumHours }\n  }\n": typeof types.Catalogue_CategoriesDocument,
    "\n  query Catalogue_Programs {\n    programs { code name summary priceUnit fromPriceUsd mostPopular features { key label } }\n  }\n": typeof types.Catalogue_ProgramsDocument,
    "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference receivedAt }\n  }\n": typeof types.Contact_SubmitDocument,
    "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges { node { id email source status company phone activity { kind body actor { id } } } }\n    }\n  }\n": typeof types.Contact_LeadByEmailDocument,
    "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": typeof types.DatabaseRoles_MyRequestsDocument,
    "\n  query DatabaseRoles_Programs {\n    programs { code }\n  }\n": typeof types.DatabaseRoles_ProgramsDocument,
    "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency disclaimer\n      options {\n        category lowUsd highUsd flightMinutes billableHours fuelStop excludedReason\n        legs { from to distanceNm flightMinutes fuelStop }\n      }\n    }\n  }\n": typeof types.Estimate_CharterDocument,
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
    "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) { enumValues { name } }\n  }\n": typeof types.OfferedMoves_EnumDocument,
    "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) { status allowedStatuses }\n  }\n": typeof types.OfferedMoves_LeadDocument,
    "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) { status }\n  }\n": typeof types.OfferedMoves_MoveLeadDocument,
    "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) { edges { node { id status paymentStatus allowedStatuses allowedPaymentStatuses } } }\n  }\n": typeof types.OfferedMoves_BookingsDocument,
    "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) { edges { node { id allowedStatuses allowedPaymentStatuses } } }\n  }\n": typeof types.OfferedMoves_MyBookingsDocument,
    "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { status }\n  }\n": typeof types.OfferedMoves_MoveBookingDocument,
    "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) { paymentStatus }\n  }\n": typeof types.OfferedMoves_MovePaymentDocument,
    "\n  query OfferedMoves_Pricing {\n    pricing { categories { category } programs { code priceUnit } limits { field min max } }\n  }\n": typeof types.OfferedMoves_PricingDocument,
    "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n": typeof types.OfferedMoves_UpdatePricingDocument,
    "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id from to fromIata toIata category discountPercent priceUsd originalPriceUsd featured sortOrder validUntil\n    }\n  }\n": typeof types.OffersAdmin_UpsertDocument,
    "\n  query OffersAdmin_Featured {\n    featuredOffers { id from sortOrder }\n  }\n": typeof types.OffersAdmin_FeaturedDocument,
    "\n  query Offers_Featured {\n    featuredOffers { id from to category discountPercent priceUsd originalPriceUsd fromIata toIata validUntil }\n  }\n": typeof types.Offers_FeaturedDocument,
    "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent taxiMinutes rangePercent fuelStopRangePercent updatedAt\n      categories { category hourlyRateUsd seats dailyMinimumHours }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n": typeof types.Pricing_SettingsDocument,
    "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories { category hourlyRateUsd seats dailyMinimumHours exampleAircraft }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n": typeof types.Pricing_UpdateDocument,
    "\n  query Pricing_Public {\n    aircraftCategories { hourlyRateUsd }\n    programs { fromPriceUsd }\n  }\n": typeof types.Pricing_PublicDocument,
    "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n": typeof types.PublicPages_UpsertDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes { id status priceUsd aircraft operator expired note staffNote terms }\n          booking { number confirmationCode }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id reference status quotes { id status staffNote } }\n  }\n": typeof types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id email status source score estimatedValueUsd contactName company\n          activity { kind body fromStatus toStatus actor { email } }\n          quoteRequests { id reference status }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id reference status createdAt updatedAt\n      quotes { id priceUsd }\n      booking { confirmationCode }\n    }\n  }\n": typeof types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) { id status quotes { id status } }\n  }\n": typeof types.Quotes_CancelDocument,
    "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) { totalLeads }\n  }\n": typeof types.ReadReplica_AnalyticsDocument,
    "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) { totalCount }\n  }\n": typeof types.ReadReplica_LeadsDocument,
    "\n  query Sandbox_Featured {\n    featuredOffers { id }\n  }\n": typeof types.Sandbox_FeaturedDocument,
    "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) { totalLeads newLeads contacted qualified dealsWon }\n    analytics(range: $range) {\n      totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      topRoutes { from to count }\n    }\n  }\n": typeof types.Seed_FiguresDocument,
    "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) { role }\n  }\n": typeof types.SubscriptionsAuth_DemoteDocument,
    "\n  subscription Subscriptions_LeadEvents {\n    leadEvents { type lead { email status score } stats { totalLeads newLeads contacted } }\n  }\n": typeof types.Subscriptions_LeadEventsDocument,
    "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents { type lead { email stale } stats { totalLeads } }\n  }\n": typeof types.Subscriptions_SharedLeadEventsDocument,
    "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents { type }\n  }\n": typeof types.Subscriptions_LeadEventTypesDocument,
    "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated { id status quotes { priceUsd } }\n  }\n": typeof types.Subscriptions_MyUpdatesWithQuotesDocument,
    "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated { id }\n  }\n": typeof types.Subscriptions_MyUpdateIdsDocument,
    "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated { id status }\n  }\n": typeof types.Subscriptions_MyUpdatesDocument,
    "\n  query Subscriptions_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": typeof types.Subscriptions_MyRequestsDocument,
    "\n  fragment Testimonials_Fields on Testimonial {\n    id authorName rating text locale status featured createdAt reviewedAt\n    author { id email }\n    reviewer { id email }\n  }\n": typeof types.Testimonials_FieldsFragmentDoc,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) { ...Testimonials_Fields }\n  }\n": typeof types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) { ...Testimonials_Fields }\n  }\n": typeof types.Testimonials_ReviewDocument,
    "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) { ...Testimonials_Fields }\n  }\n": typeof types.Testimonials_PublicDocument,
    "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Testimonials_Fields } }\n    }\n  }\n": typeof types.Testimonials_ForReviewDocument,
    "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id }\n  }\n": typeof types.Testimonials_ChangeBookingDocument,
    "\n  query Testimonials_Mine {\n    myTestimonials { totalCount edges { node { id status bookingId } } }\n  }\n": typeof types.Testimonials_MineDocument,
    "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) { id bookingId }\n  }\n": typeof types.Testimonials_PublicBookingsDocument,
    "\n  fragment UsersAdmin_User on User { id email role disabled activeSessions emailConfirmed factors { type status } }\n": typeof types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) { ...UsersAdmin_User }\n  }\n": typeof types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) { ...UsersAdmin_User }\n  }\n": typeof types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) { ...UsersAdmin_User name }\n  }\n": typeof types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { action entity entityId actor { id } changes { field before after } } }\n    }\n  }\n": typeof types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer { id }\n  }\n": typeof types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) { taxiMinutes }\n  }\n": typeof types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment Users_Fields on User { id email name role emailConfirmed createdAt lastSignInAt mfaEnabled }\n": typeof types.Users_FieldsFragmentDoc,
    "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Users_Fields } }\n    }\n  }\n": typeof types.Users_PageDocument,
    "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) { ...Users_Fields }\n  }\n": typeof types.Users_SetRoleDocument,
    "\n  query Users_LeadStats {\n    leadStats { totalLeads }\n  }\n": typeof types.Users_LeadStatsDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id reference status tripType passengers category pets luggage catering notes programInterest referralCode createdAt\n    contact { name email phone company }\n    legs { from to departAt departsAtUtc }\n    estimate { category lowUsd highUsd flightMinutes }\n  }\n": typeof types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id number status paymentStatus departAt departsAtUtc route passengers aircraft operator priceUsd confirmationCode createdAt\n    customer { id email }\n    quoteRequest { id reference status }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) { ...QuoteRequestFields }\n  }\n": typeof types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id status priceUsd aircraft operator validUntil expired note staffNote\n      quoteRequest { id status }\n    }\n  }\n": typeof types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id) { ...BookingFields }\n  }\n": typeof types.Charter_AcceptQuoteDocument,
};
const documents: Documents = {
    "\n  mutation Account_Delete($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": types.Account_DeleteDocument,
    "\n  query Account_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": types.Account_MyRequestsDocument,
    "\n  query Account_MyBookings {\n    myBookings { totalCount }\n  }\n": types.Account_MyBookingsDocument,
    "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n": types.Account_OneRequestDocument,
    "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n": types.Account_ContactDocument,
    "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id name email company website audience locale status referralCode createdAt reviewedAt reviewNote\n    reviewer { id }\n    lead { id source email }\n  }\n": types.Affiliates_FieldsFragmentDoc,
    "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) { ...Affiliates_Fields }\n  }\n": types.Affiliates_ApplyDocument,
    "\n  mutation Affiliates_Review($id: ID!, $approve: Boolean!, $note: String) {\n    reviewAffiliateApplication(id: $id, approve: $approve, note: $note) { ...Affiliates_Fields }\n  }\n": types.Affiliates_ReviewDocument,
    "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Affiliates_Fields } }\n    }\n  }\n": types.Affiliates_ListDocument,
    "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) { code iata icao name city country countryCode latitude longitude timeZone suitsBusinessJets }\n  }\n": types.Airports_SearchDocument,
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from to totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      revenueByMonth { month bookings revenueUsd }\n      quoteRequestsByMonth { month count }\n      topRoutes { from to count }\n    }\n  }\n": types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource { source count }\n      leadsByMonth { month bySource { source count } }\n      bookingsByCategory { category bookings revenueUsd }\n      firstContact { medianHours contacted notContacted }\n      affiliates { referralCode name leads bookings revenueUsd }\n    }\n  }\n": types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference }\n  }\n": types.Analytics_ContactDocument,
    "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n": types.AuthInvitation_InviteDocument,
    "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": types.Autoconfirm_MyRequestsDocument,
    "\n  query Autoconfirm_MyBookings {\n    myBookings { totalCount }\n  }\n": types.Autoconfirm_MyBookingsDocument,
    "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n": types.Autoconfirm_OneRequestDocument,
    "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n": types.Autoconfirm_ContactDocument,
    "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n": types.Autoconfirm_InviteDocument,
    "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) { role }\n  }\n": types.Autoconfirm_SetRoleDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id status }\n  }\n": types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...BookingFields } }\n    }\n  }\n": types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number status departAt customer { email } } }\n    }\n  }\n": types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats { dealsWon totalRevenueUsd averageDealSizeUsd conversionRate }\n  }\n": types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id number priceUsd paymentStatus } }\n    }\n  }\n": types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) { id paymentStatus }\n  }\n": types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) { edges { node { status estimatedValueUsd activity { kind body fromStatus toStatus } } } }\n  }\n": types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) { leadId }\n  }\n": types.Bookings_RequestLeadDocument,
    "\n  query CatalogueCache_Public {\n    featuredOffers { id from priceUsd validUntil }\n    programs { code fromPriceUsd mostPopular }\n    aircraftCategories { category hourlyRateUsd }\n  }\n": types.CatalogueCache_PublicDocument,
    "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n": types.CatalogueCache_UpsertDocument,
    "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n": types.CatalogueCache_PricingDocument,
    "\n  query Catalogue_Categories {\n    aircraftCategories { category exampleAircraft seats rangeNm cruiseKt hourlyRateUsd dailyMinimumHours }\n  }\n": types.Catalogue_CategoriesDocument,
    "\n  query Catalogue_Programs {\n    programs { code name summary priceUnit fromPriceUsd mostPopular features { key label } }\n  }\n": types.Catalogue_ProgramsDocument,
    "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference receivedAt }\n  }\n": types.Contact_SubmitDocument,
    "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges { node { id email source status company phone activity { kind body actor { id } } } }\n    }\n  }\n": types.Contact_LeadByEmailDocument,
    "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": types.DatabaseRoles_MyRequestsDocument,
    "\n  query DatabaseRoles_Programs {\n    programs { code }\n  }\n": types.DatabaseRoles_ProgramsDocument,
    "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency disclaimer\n      options {\n        category lowUsd highUsd flightMinutes billableHours fuelStop excludedReason\n        legs { from to distanceNm flightMinutes fuelStop }\n      }\n    }\n  }\n": types.Estimate_CharterDocument,
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
    "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) { enumValues { name } }\n  }\n": types.OfferedMoves_EnumDocument,
    "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) { status allowedStatuses }\n  }\n": types.OfferedMoves_LeadDocument,
    "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) { status }\n  }\n": types.OfferedMoves_MoveLeadDocument,
    "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) { edges { node { id status paymentStatus allowedStatuses allowedPaymentStatuses } } }\n  }\n": types.OfferedMoves_BookingsDocument,
    "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) { edges { node { id allowedStatuses allowedPaymentStatuses } } }\n  }\n": types.OfferedMoves_MyBookingsDocument,
    "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { status }\n  }\n": types.OfferedMoves_MoveBookingDocument,
    "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) { paymentStatus }\n  }\n": types.OfferedMoves_MovePaymentDocument,
    "\n  query OfferedMoves_Pricing {\n    pricing { categories { category } programs { code priceUnit } limits { field min max } }\n  }\n": types.OfferedMoves_PricingDocument,
    "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n": types.OfferedMoves_UpdatePricingDocument,
    "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id from to fromIata toIata category discountPercent priceUsd originalPriceUsd featured sortOrder validUntil\n    }\n  }\n": types.OffersAdmin_UpsertDocument,
    "\n  query OffersAdmin_Featured {\n    featuredOffers { id from sortOrder }\n  }\n": types.OffersAdmin_FeaturedDocument,
    "\n  query Offers_Featured {\n    featuredOffers { id from to category discountPercent priceUsd originalPriceUsd fromIata toIata validUntil }\n  }\n": types.Offers_FeaturedDocument,
    "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent taxiMinutes rangePercent fuelStopRangePercent updatedAt\n      categories { category hourlyRateUsd seats dailyMinimumHours }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n": types.Pricing_SettingsDocument,
    "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories { category hourlyRateUsd seats dailyMinimumHours exampleAircraft }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n": types.Pricing_UpdateDocument,
    "\n  query Pricing_Public {\n    aircraftCategories { hourlyRateUsd }\n    programs { fromPriceUsd }\n  }\n": types.Pricing_PublicDocument,
    "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n": types.PublicPages_UpsertDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes { id status priceUsd aircraft operator expired note staffNote terms }\n          booking { number confirmationCode }\n        }\n      }\n    }\n  }\n": types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id reference status quotes { id status staffNote } }\n  }\n": types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id email status source score estimatedValueUsd contactName company\n          activity { kind body fromStatus toStatus actor { email } }\n          quoteRequests { id reference status }\n        }\n      }\n    }\n  }\n": types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id reference status createdAt updatedAt\n      quotes { id priceUsd }\n      booking { confirmationCode }\n    }\n  }\n": types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) { id status quotes { id status } }\n  }\n": types.Quotes_CancelDocument,
    "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) { totalLeads }\n  }\n": types.ReadReplica_AnalyticsDocument,
    "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) { totalCount }\n  }\n": types.ReadReplica_LeadsDocument,
    "\n  query Sandbox_Featured {\n    featuredOffers { id }\n  }\n": types.Sandbox_FeaturedDocument,
    "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) { totalLeads newLeads contacted qualified dealsWon }\n    analytics(range: $range) {\n      totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      topRoutes { from to count }\n    }\n  }\n": types.Seed_FiguresDocument,
    "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) { role }\n  }\n": types.SubscriptionsAuth_DemoteDocument,
    "\n  subscription Subscriptions_LeadEvents {\n    leadEvents { type lead { email status score } stats { totalLeads newLeads contacted } }\n  }\n": types.Subscriptions_LeadEventsDocument,
    "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents { type lead { email stale } stats { totalLeads } }\n  }\n": types.Subscriptions_SharedLeadEventsDocument,
    "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents { type }\n  }\n": types.Subscriptions_LeadEventTypesDocument,
    "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated { id status quotes { priceUsd } }\n  }\n": types.Subscriptions_MyUpdatesWithQuotesDocument,
    "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated { id }\n  }\n": types.Subscriptions_MyUpdateIdsDocument,
    "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated { id status }\n  }\n": types.Subscriptions_MyUpdatesDocument,
    "\n  query Subscriptions_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n": types.Subscriptions_MyRequestsDocument,
    "\n  fragment Testimonials_Fields on Testimonial {\n    id authorName rating text locale status featured createdAt reviewedAt\n    author { id email }\n    reviewer { id email }\n  }\n": types.Testimonials_FieldsFragmentDoc,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) { ...Testimonials_Fields }\n  }\n": types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) { ...Testimonials_Fields }\n  }\n": types.Testimonials_ReviewDocument,
    "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) { ...Testimonials_Fields }\n  }\n": types.Testimonials_PublicDocument,
    "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Testimonials_Fields } }\n    }\n  }\n": types.Testimonials_ForReviewDocument,
    "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id }\n  }\n": types.Testimonials_ChangeBookingDocument,
    "\n  query Testimonials_Mine {\n    myTestimonials { totalCount edges { node { id status bookingId } } }\n  }\n": types.Testimonials_MineDocument,
    "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) { id bookingId }\n  }\n": types.Testimonials_PublicBookingsDocument,
    "\n  fragment UsersAdmin_User on User { id email role disabled activeSessions emailConfirmed factors { type status } }\n": types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) { ...UsersAdmin_User }\n  }\n": types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) { ...UsersAdmin_User }\n  }\n": types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) { ...UsersAdmin_User name }\n  }\n": types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { action entity entityId actor { id } changes { field before after } } }\n    }\n  }\n": types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer { id }\n  }\n": types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) { taxiMinutes }\n  }\n": types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment Users_Fields on User { id email name role emailConfirmed createdAt lastSignInAt mfaEnabled }\n": types.Users_FieldsFragmentDoc,
    "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Users_Fields } }\n    }\n  }\n": types.Users_PageDocument,
    "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) { ...Users_Fields }\n  }\n": types.Users_SetRoleDocument,
    "\n  query Users_LeadStats {\n    leadStats { totalLeads }\n  }\n": types.Users_LeadStatsDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id reference status tripType passengers category pets luggage catering notes programInterest referralCode createdAt\n    contact { name email phone company }\n    legs { from to departAt departsAtUtc }\n    estimate { category lowUsd highUsd flightMinutes }\n  }\n": types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id number status paymentStatus departAt departsAtUtc route passengers aircraft operator priceUsd confirmationCode createdAt\n    customer { id email }\n    quoteRequest { id reference status }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) { ...QuoteRequestFields }\n  }\n": types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id status priceUsd aircraft operator validUntil expired note staffNote\n      quoteRequest { id status }\n    }\n  }\n": types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id) { ...BookingFields }\n  }\n": types.Charter_AcceptQuoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Account_Delete($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n"): typeof import('./graphql.js').Account_DeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n"): typeof import('./graphql.js').Account_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_MyBookings {\n    myBookings { totalCount }\n  }\n"): typeof import('./graphql.js').Account_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n"): typeof import('./graphql.js').Account_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n"): typeof import('./graphql.js').Account_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id name email company website audience locale status referralCode createdAt reviewedAt reviewNote\n    reviewer { id }\n    lead { id source email }\n  }\n"): typeof import('./graphql.js').Affiliates_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) { ...Affiliates_Fields }\n  }\n"): typeof import('./graphql.js').Affiliates_ApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_Review($id: ID!, $approve: Boolean!, $note: String) {\n    reviewAffiliateApplication(id: $id, approve: $approve, note: $note) { ...Affiliates_Fields }\n  }\n"): typeof import('./graphql.js').Affiliates_ReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Affiliates_Fields } }\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) { code iata icao name city country countryCode latitude longitude timeZone suitsBusinessJets }\n  }\n"): typeof import('./graphql.js').Airports_SearchDocument;
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
export function graphql(source: "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n"): typeof import('./graphql.js').AuthInvitation_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n"): typeof import('./graphql.js').Autoconfirm_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_MyBookings {\n    myBookings { totalCount }\n  }\n"): typeof import('./graphql.js').Autoconfirm_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) { id }\n  }\n"): typeof import('./graphql.js').Autoconfirm_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { reference }\n  }\n"): typeof import('./graphql.js').Autoconfirm_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) { id }\n  }\n"): typeof import('./graphql.js').Autoconfirm_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) { role }\n  }\n"): typeof import('./graphql.js').Autoconfirm_SetRoleDocument;
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
export function graphql(source: "\n  query CatalogueCache_Public {\n    featuredOffers { id from priceUsd validUntil }\n    programs { code fromPriceUsd mostPopular }\n    aircraftCategories { category hourlyRateUsd }\n  }\n"): typeof import('./graphql.js').CatalogueCache_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n"): typeof import('./graphql.js').CatalogueCache_UpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n"): typeof import('./graphql.js').CatalogueCache_PricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogue_Categories {\n    aircraftCategories { category exampleAircraft seats rangeNm cruiseKt hourlyRateUsd dailyMinimumHours }\n  }\n"): typeof import('./graphql.js').Catalogue_CategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogue_Programs {\n    programs { code name summary priceUnit fromPriceUsd mostPopular features { key label } }\n  }\n"): typeof import('./graphql.js').Catalogue_ProgramsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) { reference receivedAt }\n  }\n"): typeof import('./graphql.js').Contact_SubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges { node { id email source status company phone activity { kind body actor { id } } } }\n    }\n  }\n"): typeof import('./graphql.js').Contact_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n"): typeof import('./graphql.js').DatabaseRoles_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseRoles_Programs {\n    programs { code }\n  }\n"): typeof import('./graphql.js').DatabaseRoles_ProgramsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency disclaimer\n      options {\n        category lowUsd highUsd flightMinutes billableHours fuelStop excludedReason\n        legs { from to distanceNm flightMinutes fuelStop }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Estimate_CharterDocument;
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
export function graphql(source: "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) { enumValues { name } }\n  }\n"): typeof import('./graphql.js').OfferedMoves_EnumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) { status allowedStatuses }\n  }\n"): typeof import('./graphql.js').OfferedMoves_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) { status }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MoveLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) { edges { node { id status paymentStatus allowedStatuses allowedPaymentStatuses } } }\n  }\n"): typeof import('./graphql.js').OfferedMoves_BookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) { edges { node { id allowedStatuses allowedPaymentStatuses } } }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { status }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MoveBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) { paymentStatus }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MovePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Pricing {\n    pricing { categories { category } programs { code priceUnit } limits { field min max } }\n  }\n"): typeof import('./graphql.js').OfferedMoves_PricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) { updatedAt }\n  }\n"): typeof import('./graphql.js').OfferedMoves_UpdatePricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id from to fromIata toIata category discountPercent priceUsd originalPriceUsd featured sortOrder validUntil\n    }\n  }\n"): typeof import('./graphql.js').OffersAdmin_UpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OffersAdmin_Featured {\n    featuredOffers { id from sortOrder }\n  }\n"): typeof import('./graphql.js').OffersAdmin_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Offers_Featured {\n    featuredOffers { id from to category discountPercent priceUsd originalPriceUsd fromIata toIata validUntil }\n  }\n"): typeof import('./graphql.js').Offers_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent taxiMinutes rangePercent fuelStopRangePercent updatedAt\n      categories { category hourlyRateUsd seats dailyMinimumHours }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n"): typeof import('./graphql.js').Pricing_SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories { category hourlyRateUsd seats dailyMinimumHours exampleAircraft }\n      programs { code fromPriceUsd mostPopular }\n    }\n  }\n"): typeof import('./graphql.js').Pricing_UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pricing_Public {\n    aircraftCategories { hourlyRateUsd }\n    programs { fromPriceUsd }\n  }\n"): typeof import('./graphql.js').Pricing_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) { id }\n  }\n"): typeof import('./graphql.js').PublicPages_UpsertDocument;
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
export function graphql(source: "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) { totalLeads }\n  }\n"): typeof import('./graphql.js').ReadReplica_AnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) { totalCount }\n  }\n"): typeof import('./graphql.js').ReadReplica_LeadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sandbox_Featured {\n    featuredOffers { id }\n  }\n"): typeof import('./graphql.js').Sandbox_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) { totalLeads newLeads contacted qualified dealsWon }\n    analytics(range: $range) {\n      totalLeads conversionRate bookings revenueUsd averageDealSizeUsd\n      leadsBySource { source count }\n      leadsByStatus { status count }\n      topRoutes { from to count }\n    }\n  }\n"): typeof import('./graphql.js').Seed_FiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) { role }\n  }\n"): typeof import('./graphql.js').SubscriptionsAuth_DemoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_LeadEvents {\n    leadEvents { type lead { email status score } stats { totalLeads newLeads contacted } }\n  }\n"): typeof import('./graphql.js').Subscriptions_LeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents { type lead { email stale } stats { totalLeads } }\n  }\n"): typeof import('./graphql.js').Subscriptions_SharedLeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents { type }\n  }\n"): typeof import('./graphql.js').Subscriptions_LeadEventTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated { id status quotes { priceUsd } }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdatesWithQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated { id }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdateIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated { id status }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscriptions_MyRequests {\n    myQuoteRequests { totalCount }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Testimonials_Fields on Testimonial {\n    id authorName rating text locale status featured createdAt reviewedAt\n    author { id email }\n    reviewer { id email }\n  }\n"): typeof import('./graphql.js').Testimonials_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) { ...Testimonials_Fields }\n  }\n"): typeof import('./graphql.js').Testimonials_SubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) { ...Testimonials_Fields }\n  }\n"): typeof import('./graphql.js').Testimonials_ReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) { ...Testimonials_Fields }\n  }\n"): typeof import('./graphql.js').Testimonials_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { ...Testimonials_Fields } }\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_ForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) { id }\n  }\n"): typeof import('./graphql.js').Testimonials_ChangeBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_Mine {\n    myTestimonials { totalCount edges { node { id status bookingId } } }\n  }\n"): typeof import('./graphql.js').Testimonials_MineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) { id bookingId }\n  }\n"): typeof import('./graphql.js').Testimonials_PublicBookingsDocument;
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
export function graphql(source: "\n  fragment Users_Fields on User { id email name role emailConfirmed createdAt lastSignInAt mfaEnabled }\n"): typeof import('./graphql.js').Users_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...Users_Fields } }\n    }\n  }\n"): typeof import('./graphql.js').Users_PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) { ...Users_Fields }\n  }\n"): typeof import('./graphql.js').Users_SetRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users_LeadStats {\n    leadStats { totalLeads }\n  }\n"): typeof import('./graphql.js').Users_LeadStatsDocument;
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
