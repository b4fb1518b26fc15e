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
    "\n  query AdminAnalytics_Figures($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      bookings\n      revenueUsd\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": typeof types.AdminAnalytics_FiguresDocument,
    "\n  query AdminDashboard_LeadStatus($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n": typeof types.AdminDashboard_LeadStatusDocument,
    "\n  query AdminDashboard_TotalLeads {\n    leadStats {\n      totalLeads\n    }\n  }\n": typeof types.AdminDashboard_TotalLeadsDocument,
    "\n  query AdminDesk_LeadStatus($q: String) {\n    leads(filter: { search: $q }) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n": typeof types.AdminDesk_LeadStatusDocument,
    "\n  query AdminUsers_Count {\n    users {\n      totalCount\n    }\n  }\n": typeof types.AdminUsers_CountDocument,
    "\n  query Affiliates_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n": typeof types.Affiliates_MyRequestsDocument,
    "\n  mutation Affiliates_ApplyApi($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n": typeof types.Affiliates_ApplyApiDocument,
    "\n  mutation Affiliates_ApproveApi($id: ID!) {\n    reviewAffiliateApplication(id: $id, approve: true, commissionRatePercent: 12.5) {\n      referralCode\n    }\n  }\n": typeof types.Affiliates_ApproveApiDocument,
    "\n  mutation Affiliates_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n    }\n  }\n": typeof types.Affiliates_AcceptDocument,
    "\n  query Booking_LeadRequests($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          quoteRequests {\n            reference\n            tripType\n          }\n        }\n      }\n    }\n  }\n": typeof types.Booking_LeadRequestsDocument,
    "\n  mutation Catalogue_SetProgrammePrice($input: PricingInput!) {\n    updatePricing(input: $input) {\n      __typename\n    }\n  }\n": typeof types.Catalogue_SetProgrammePriceDocument,
    "\n  mutation CharterPayments_Record($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n": typeof types.CharterPayments_RecordDocument,
    "\n  query CharterPayments_Booking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        id\n        currency\n        price\n        agreement {\n          termsVersion\n        }\n      }\n    }\n  }\n": typeof types.CharterPayments_BookingDocument,
    "\n  query Conversation_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": typeof types.Conversation_LeadOfRequestDocument,
    "\n  query Conversation_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      messages {\n        body\n      }\n    }\n  }\n": typeof types.Conversation_ThreadDocument,
    "\n  query CustomerDashboard_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n": typeof types.CustomerDashboard_MyRequestsDocument,
    "\n  query CustomerDashboard_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.CustomerDashboard_RequestDocument,
    "\n  mutation CustomerDashboard_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n    }\n  }\n": typeof types.CustomerDashboard_AcceptDocument,
    "\n  query CustomerTestimonials_Mine {\n    myTestimonials {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.CustomerTestimonials_MineDocument,
    "\n  mutation EmptyLegsE2e_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      id\n    }\n  }\n": typeof types.EmptyLegsE2e_SaveDocument,
    "\n  mutation EmptyLegsE2e_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.EmptyLegsE2e_PublishDocument,
    "\n  mutation EmptyLegsE2e_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n": typeof types.EmptyLegsE2e_AlertDocument,
    "\n  query Forms_LeadSources($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          source\n          activity {\n            kind\n          }\n        }\n      }\n    }\n  }\n": typeof types.Forms_LeadSourcesDocument,
    "\n  query LeadDetail_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LeadDetail_LeadByEmailDocument,
    "\n  mutation LeadDetail_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": typeof types.LeadDetail_MoveDocument,
    "\n  query LeadDetail_CustomersRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      quotes {\n        priceUsd\n        aircraft\n      }\n    }\n  }\n": typeof types.LeadDetail_CustomersRequestDocument,
    "\n  query Passengers_MyBooking {\n    myBookings(first: 1) {\n      edges {\n        node {\n          id\n          quoteRequest {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.Passengers_MyBookingDocument,
    "\n  mutation RfqArabic_SendOptions($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      id\n    }\n  }\n": typeof types.RfqArabic_SendOptionsDocument,
    "\n  mutation Rfq_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n": typeof types.Rfq_CreateOperatorDocument,
    "\n  mutation Rfq_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n": typeof types.Rfq_AddAircraftDocument,
    "\n  query Rfq_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.Rfq_LeadByEmailDocument,
    "\n  mutation Rfq_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n": typeof types.Rfq_SendRfqDocument,
    "\n  mutation Rfq_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n": typeof types.Rfq_AnswerDocument,
    "\n  mutation Operators_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n": typeof types.Operators_CreateDocument,
    "\n  mutation Operators_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n": typeof types.Operators_AddAircraftDocument,
    "\n  mutation Operators_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n": typeof types.Operators_SendRfqDocument,
    "\n  mutation Operators_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n": typeof types.Operators_AnswerDocument,
    "\n  query Staff_UserByEmail($q: String) {\n    users(search: $q, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.Staff_UserByEmailDocument,
    "\n  mutation Staff_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      id\n    }\n  }\n": typeof types.Staff_SetRoleDocument,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      id\n    }\n  }\n": typeof types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Approve($id: ID!) {\n    reviewTestimonial(id: $id, status: APPROVED) {\n      id\n    }\n  }\n": typeof types.Testimonials_ApproveDocument,
    "\n  mutation Trips_SubmitRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n    }\n  }\n": typeof types.Trips_SubmitRequestDocument,
    "\n  mutation Trips_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.Trips_SendQuoteDocument,
    "\n  mutation Trips_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n      confirmationCode\n      amountOutstanding\n    }\n  }\n": typeof types.Trips_AcceptQuoteDocument,
    "\n  mutation Trips_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.Trips_RecordPaymentDocument,
    "\n  mutation Trips_ChangeBookingStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": typeof types.Trips_ChangeBookingStatusDocument,
    "\n  query TripArabic_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n      booking {\n        id\n        number\n        confirmationCode\n        currency\n        amountOutstanding\n        paymentSchedule {\n          kind\n          amount\n        }\n      }\n    }\n  }\n": typeof types.TripArabic_LeadOfRequestDocument,
    "\n  mutation TripArabic_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n": typeof types.TripArabic_RecordPaymentDocument,
    "\n  mutation TripArabic_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n    }\n  }\n": typeof types.TripArabic_ConfirmDocument,
};
const documents: Documents = {
    "\n  query AdminAnalytics_Figures($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      bookings\n      revenueUsd\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": types.AdminAnalytics_FiguresDocument,
    "\n  query AdminDashboard_LeadStatus($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n": types.AdminDashboard_LeadStatusDocument,
    "\n  query AdminDashboard_TotalLeads {\n    leadStats {\n      totalLeads\n    }\n  }\n": types.AdminDashboard_TotalLeadsDocument,
    "\n  query AdminDesk_LeadStatus($q: String) {\n    leads(filter: { search: $q }) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n": types.AdminDesk_LeadStatusDocument,
    "\n  query AdminUsers_Count {\n    users {\n      totalCount\n    }\n  }\n": types.AdminUsers_CountDocument,
    "\n  query Affiliates_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n": types.Affiliates_MyRequestsDocument,
    "\n  mutation Affiliates_ApplyApi($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n": types.Affiliates_ApplyApiDocument,
    "\n  mutation Affiliates_ApproveApi($id: ID!) {\n    reviewAffiliateApplication(id: $id, approve: true, commissionRatePercent: 12.5) {\n      referralCode\n    }\n  }\n": types.Affiliates_ApproveApiDocument,
    "\n  mutation Affiliates_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n    }\n  }\n": types.Affiliates_AcceptDocument,
    "\n  query Booking_LeadRequests($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          quoteRequests {\n            reference\n            tripType\n          }\n        }\n      }\n    }\n  }\n": types.Booking_LeadRequestsDocument,
    "\n  mutation Catalogue_SetProgrammePrice($input: PricingInput!) {\n    updatePricing(input: $input) {\n      __typename\n    }\n  }\n": types.Catalogue_SetProgrammePriceDocument,
    "\n  mutation CharterPayments_Record($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n": types.CharterPayments_RecordDocument,
    "\n  query CharterPayments_Booking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        id\n        currency\n        price\n        agreement {\n          termsVersion\n        }\n      }\n    }\n  }\n": types.CharterPayments_BookingDocument,
    "\n  query Conversation_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": types.Conversation_LeadOfRequestDocument,
    "\n  query Conversation_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      messages {\n        body\n      }\n    }\n  }\n": types.Conversation_ThreadDocument,
    "\n  query CustomerDashboard_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n": types.CustomerDashboard_MyRequestsDocument,
    "\n  query CustomerDashboard_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": types.CustomerDashboard_RequestDocument,
    "\n  mutation CustomerDashboard_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n    }\n  }\n": types.CustomerDashboard_AcceptDocument,
    "\n  query CustomerTestimonials_Mine {\n    myTestimonials {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.CustomerTestimonials_MineDocument,
    "\n  mutation EmptyLegsE2e_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      id\n    }\n  }\n": types.EmptyLegsE2e_SaveDocument,
    "\n  mutation EmptyLegsE2e_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n": types.EmptyLegsE2e_PublishDocument,
    "\n  mutation EmptyLegsE2e_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n": types.EmptyLegsE2e_AlertDocument,
    "\n  query Forms_LeadSources($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          source\n          activity {\n            kind\n          }\n        }\n      }\n    }\n  }\n": types.Forms_LeadSourcesDocument,
    "\n  query LeadDetail_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.LeadDetail_LeadByEmailDocument,
    "\n  mutation LeadDetail_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": types.LeadDetail_MoveDocument,
    "\n  query LeadDetail_CustomersRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      quotes {\n        priceUsd\n        aircraft\n      }\n    }\n  }\n": types.LeadDetail_CustomersRequestDocument,
    "\n  query Passengers_MyBooking {\n    myBookings(first: 1) {\n      edges {\n        node {\n          id\n          quoteRequest {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.Passengers_MyBookingDocument,
    "\n  mutation RfqArabic_SendOptions($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      id\n    }\n  }\n": types.RfqArabic_SendOptionsDocument,
    "\n  mutation Rfq_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n": types.Rfq_CreateOperatorDocument,
    "\n  mutation Rfq_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n": types.Rfq_AddAircraftDocument,
    "\n  query Rfq_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.Rfq_LeadByEmailDocument,
    "\n  mutation Rfq_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n": types.Rfq_SendRfqDocument,
    "\n  mutation Rfq_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n": types.Rfq_AnswerDocument,
    "\n  mutation Operators_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n": types.Operators_CreateDocument,
    "\n  mutation Operators_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n": types.Operators_AddAircraftDocument,
    "\n  mutation Operators_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n": types.Operators_SendRfqDocument,
    "\n  mutation Operators_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n": types.Operators_AnswerDocument,
    "\n  query Staff_UserByEmail($q: String) {\n    users(search: $q, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.Staff_UserByEmailDocument,
    "\n  mutation Staff_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      id\n    }\n  }\n": types.Staff_SetRoleDocument,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      id\n    }\n  }\n": types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Approve($id: ID!) {\n    reviewTestimonial(id: $id, status: APPROVED) {\n      id\n    }\n  }\n": types.Testimonials_ApproveDocument,
    "\n  mutation Trips_SubmitRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n    }\n  }\n": types.Trips_SubmitRequestDocument,
    "\n  mutation Trips_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n    }\n  }\n": types.Trips_SendQuoteDocument,
    "\n  mutation Trips_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n      confirmationCode\n      amountOutstanding\n    }\n  }\n": types.Trips_AcceptQuoteDocument,
    "\n  mutation Trips_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n": types.Trips_RecordPaymentDocument,
    "\n  mutation Trips_ChangeBookingStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": types.Trips_ChangeBookingStatusDocument,
    "\n  query TripArabic_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n      booking {\n        id\n        number\n        confirmationCode\n        currency\n        amountOutstanding\n        paymentSchedule {\n          kind\n          amount\n        }\n      }\n    }\n  }\n": types.TripArabic_LeadOfRequestDocument,
    "\n  mutation TripArabic_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n": types.TripArabic_RecordPaymentDocument,
    "\n  mutation TripArabic_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n    }\n  }\n": types.TripArabic_ConfirmDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AdminAnalytics_Figures($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      bookings\n      revenueUsd\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n"): typeof import('./graphql.js').AdminAnalytics_FiguresDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AdminDashboard_LeadStatus($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').AdminDashboard_LeadStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AdminDashboard_TotalLeads {\n    leadStats {\n      totalLeads\n    }\n  }\n"): typeof import('./graphql.js').AdminDashboard_TotalLeadsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AdminDesk_LeadStatus($q: String) {\n    leads(filter: { search: $q }) {\n      edges {\n        node {\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').AdminDesk_LeadStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query AdminUsers_Count {\n    users {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').AdminUsers_CountDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Affiliates_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_MyRequestsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Affiliates_ApplyApi($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ApplyApiDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Affiliates_ApproveApi($id: ID!) {\n    reviewAffiliateApplication(id: $id, approve: true, commissionRatePercent: 12.5) {\n      referralCode\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ApproveApiDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Affiliates_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_AcceptDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Booking_LeadRequests($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          quoteRequests {\n            reference\n            tripType\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Booking_LeadRequestsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Catalogue_SetProgrammePrice($input: PricingInput!) {\n    updatePricing(input: $input) {\n      __typename\n    }\n  }\n"): typeof import('./graphql.js').Catalogue_SetProgrammePriceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CharterPayments_Record($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n"): typeof import('./graphql.js').CharterPayments_RecordDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query CharterPayments_Booking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        id\n        currency\n        price\n        agreement {\n          termsVersion\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').CharterPayments_BookingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Conversation_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n"): typeof import('./graphql.js').Conversation_LeadOfRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Conversation_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      messages {\n        body\n      }\n    }\n  }\n"): typeof import('./graphql.js').Conversation_ThreadDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query CustomerDashboard_MyRequests {\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          reference\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').CustomerDashboard_MyRequestsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query CustomerDashboard_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').CustomerDashboard_RequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation CustomerDashboard_Accept($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n    }\n  }\n"): typeof import('./graphql.js').CustomerDashboard_AcceptDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query CustomerTestimonials_Mine {\n    myTestimonials {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').CustomerTestimonials_MineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation EmptyLegsE2e_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegsE2e_SaveDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation EmptyLegsE2e_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegsE2e_PublishDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation EmptyLegsE2e_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegsE2e_AlertDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Forms_LeadSources($search: String) {\n    leads(filter: { search: $search }, first: 5) {\n      edges {\n        node {\n          source\n          activity {\n            kind\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Forms_LeadSourcesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query LeadDetail_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_LeadByEmailDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation LeadDetail_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_MoveDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query LeadDetail_CustomersRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      quotes {\n        priceUsd\n        aircraft\n      }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_CustomersRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Passengers_MyBooking {\n    myBookings(first: 1) {\n      edges {\n        node {\n          id\n          quoteRequest {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_MyBookingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation RfqArabic_SendOptions($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').RfqArabic_SendOptionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Rfq_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Rfq_CreateOperatorDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Rfq_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Rfq_AddAircraftDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Rfq_LeadByEmail($q: String) {\n    leads(filter: { search: $q }, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Rfq_LeadByEmailDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Rfq_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n"): typeof import('./graphql.js').Rfq_SendRfqDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Rfq_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Rfq_AnswerDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Operators_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Operators_CreateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Operators_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Operators_AddAircraftDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Operators_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      contactEmail\n    }\n  }\n"): typeof import('./graphql.js').Operators_SendRfqDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Operators_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Operators_AnswerDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query Staff_UserByEmail($q: String) {\n    users(search: $q, first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Staff_UserByEmailDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Staff_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Staff_SetRoleDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_SubmitDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Testimonials_Approve($id: ID!) {\n    reviewTestimonial(id: $id, status: APPROVED) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_ApproveDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Trips_SubmitRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n    }\n  }\n"): typeof import('./graphql.js').Trips_SubmitRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Trips_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Trips_SendQuoteDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Trips_AcceptQuote($id: ID!) {\n    acceptQuote(quoteId: $id, termsVersion: \"2026-11\") {\n      id\n      number\n      confirmationCode\n      amountOutstanding\n    }\n  }\n"): typeof import('./graphql.js').Trips_AcceptQuoteDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Trips_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Trips_RecordPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation Trips_ChangeBookingStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Trips_ChangeBookingStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query TripArabic_LeadOfRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n      booking {\n        id\n        number\n        confirmationCode\n        currency\n        amountOutstanding\n        paymentSchedule {\n          kind\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').TripArabic_LeadOfRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation TripArabic_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n    }\n  }\n"): typeof import('./graphql.js').TripArabic_RecordPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation TripArabic_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').TripArabic_ConfirmDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
