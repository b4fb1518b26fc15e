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
    "\n  query Account_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": typeof types.Account_MyRequestsDocument,
    "\n  query Account_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n": typeof types.Account_MyBookingsDocument,
    "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.Account_OneRequestDocument,
    "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": typeof types.Account_ContactDocument,
    "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id\n    name\n    email\n    company\n    website\n    audience\n    locale\n    status\n    referralCode\n    createdAt\n    reviewedAt\n    reviewNote\n    commissionRatePercent\n    rejectionReason\n    reviewer {\n      id\n    }\n    lead {\n      id\n      source\n      email\n    }\n  }\n": typeof types.Affiliates_FieldsFragmentDoc,
    "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      ...Affiliates_Fields\n    }\n  }\n": typeof types.Affiliates_ApplyDocument,
    "\n  mutation Affiliates_Review(\n    $id: ID!\n    $approve: Boolean!\n    $commissionRatePercent: Float\n    $reason: String\n    $note: String\n  ) {\n    reviewAffiliateApplication(\n      id: $id\n      approve: $approve\n      commissionRatePercent: $commissionRatePercent\n      reason: $reason\n      note: $note\n    ) {\n      ...Affiliates_Fields\n    }\n  }\n": typeof types.Affiliates_ReviewDocument,
    "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Affiliates_Fields\n        }\n      }\n    }\n  }\n": typeof types.Affiliates_ListDocument,
    "\n  fragment Affiliates_Statement on AffiliateStatement {\n    affiliateId\n    name\n    referralCode\n    commissionRatePercent\n    earnedUsd\n    paidUsd\n    unpaidUsd\n    commissions {\n      bookingId\n      bookingNumber\n      reference\n      route\n      bookingStatus\n      priceUsd\n      commissionUsd\n      paidAt\n    }\n  }\n": typeof types.Affiliates_StatementFragmentDoc,
    "\n  query Affiliates_Mine {\n    myAffiliate {\n      referralCode\n      commissionRatePercent\n      referrals {\n        kind\n        reference\n        route\n        travelDate\n        status\n        createdAt\n      }\n      statement {\n        ...Affiliates_Statement\n      }\n    }\n  }\n": typeof types.Affiliates_MineDocument,
    "\n  query Affiliates_Statement($id: ID!) {\n    affiliateStatement(applicationId: $id) {\n      ...Affiliates_Statement\n    }\n  }\n": typeof types.Affiliates_StatementDocument,
    "\n  mutation Affiliates_MarkPaid($bookingId: ID!) {\n    markAffiliateCommissionPaid(bookingId: $bookingId) {\n      ...Affiliates_Statement\n    }\n  }\n": typeof types.Affiliates_MarkPaidDocument,
    "\n  mutation Affiliates_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n": typeof types.Affiliates_ContactDocument,
    "\n  mutation Affiliates_CancelBooking($id: ID!) {\n    changeBookingStatus(id: $id, status: CANCELLED) {\n      id\n    }\n  }\n": typeof types.Affiliates_CancelBookingDocument,
    "\n  query Agreement_Terms($locale: String) {\n    charterTerms(locale: $locale) {\n      version\n      locale\n      title\n      summary\n      sections {\n        heading\n        body\n      }\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n": typeof types.Agreement_TermsDocument,
    "\n  fragment AgreementFields on Booking {\n    id\n    agreement {\n      termsVersion\n      termsLocale\n      acceptedAt\n      operatorConditions\n      quoteValidUntil\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n      acceptedBy {\n        id\n        email\n      }\n    }\n  }\n": typeof types.AgreementFieldsFragmentDoc,
    "\n  query Agreement_MyBookings {\n    myBookings {\n      edges {\n        node {\n          ...AgreementFields\n        }\n      }\n    }\n  }\n": typeof types.Agreement_MyBookingsDocument,
    "\n  query Agreement_StaffBookings($search: String) {\n    bookings(filter: { search: $search }) {\n      edges {\n        node {\n          number\n          ...AgreementFields\n        }\n      }\n    }\n  }\n": typeof types.Agreement_StaffBookingsDocument,
    "\n  mutation Agreement_UpdateSchedule($tiers: [CancellationTierInput!]!) {\n    updatePricing(input: { cancellationSchedule: $tiers }) {\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n": typeof types.Agreement_UpdateScheduleDocument,
    "\n  query AirportSearch_Find($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      name\n      city\n      countryCode\n      suitsBusinessJets\n    }\n  }\n": typeof types.AirportSearch_FindDocument,
    "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      iata\n      icao\n      name\n      city\n      country\n      countryCode\n      latitude\n      longitude\n      timeZone\n      suitsBusinessJets\n    }\n  }\n": typeof types.Airports_SearchDocument,
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from\n      to\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      revenueByMonth {\n        month\n        bookings\n        revenueUsd\n      }\n      quoteRequestsByMonth {\n        month\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": typeof types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource {\n        source\n        count\n      }\n      leadsByMonth {\n        month\n        bySource {\n          source\n          count\n        }\n      }\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      firstContact {\n        medianHours\n        contacted\n        notContacted\n      }\n      affiliates {\n        referralCode\n        name\n        leads\n        bookings\n        revenueUsd\n      }\n    }\n  }\n": typeof types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n": typeof types.Analytics_ContactDocument,
    "\n  query AuthAdmin_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": typeof types.AuthAdmin_MyRequestsDocument,
    "\n  mutation AuthAdmin_InviteStaff($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.AuthAdmin_InviteStaffDocument,
    "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.AuthInvitation_InviteDocument,
    "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": typeof types.Autoconfirm_MyRequestsDocument,
    "\n  query Autoconfirm_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n": typeof types.Autoconfirm_MyBookingsDocument,
    "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.Autoconfirm_OneRequestDocument,
    "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": typeof types.Autoconfirm_ContactDocument,
    "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.Autoconfirm_InviteDocument,
    "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      role\n    }\n  }\n": typeof types.Autoconfirm_SetRoleDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...BookingFields\n        }\n      }\n    }\n  }\n": typeof types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          departAt\n          customer {\n            email\n          }\n        }\n      }\n    }\n  }\n": typeof types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats {\n      dealsWon\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": typeof types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          priceUsd\n          paymentStatus\n        }\n      }\n    }\n  }\n": typeof types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n": typeof types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      edges {\n        node {\n          status\n          estimatedValueUsd\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n          }\n        }\n      }\n    }\n  }\n": typeof types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": typeof types.Bookings_RequestLeadDocument,
    "\n  query CatalogueCache_Public {\n    featuredOffers {\n      id\n      from\n      priceUsd\n      validUntil\n    }\n    programs {\n      code\n      fromPriceUsd\n      mostPopular\n    }\n    aircraftCategories {\n      category\n      hourlyRateUsd\n    }\n  }\n": typeof types.CatalogueCache_PublicDocument,
    "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n": typeof types.CatalogueCache_UpsertDocument,
    "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n": typeof types.CatalogueCache_PricingDocument,
    "\n  query Catalogue_Categories {\n    aircraftCategories {\n      category\n      exampleAircraft\n      seats\n      rangeNm\n      cruiseKt\n      hourlyRateUsd\n      dailyMinimumHours\n    }\n  }\n": typeof types.Catalogue_CategoriesDocument,
    "\n  query Catalogue_Programs {\n    programs {\n      code\n      name\n      summary\n      priceUnit\n      fromPriceUsd\n      mostPopular\n      features {\n        key\n        label\n      }\n    }\n  }\n": typeof types.Catalogue_ProgramsDocument,
    "\n  query Company_Read {\n    companySettings {\n      legalName\n      registeredAddress\n      companyNumber\n      phone\n      email\n      desks {\n        name\n        region\n        phone\n        email\n        hours\n      }\n      leadership {\n        name\n        role\n        bio\n      }\n      figures {\n        foundedYear\n        fleetAccess\n        flightsArranged\n        clientSatisfactionPercent\n      }\n      certifications\n      insurance {\n        cover\n        limitUsd\n      }\n    }\n  }\n": typeof types.Company_ReadDocument,
    "\n  mutation Company_Update($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      phone\n      leadership {\n        name\n        role\n      }\n    }\n  }\n": typeof types.Company_UpdateDocument,
    "\n  query Company_LegalPage($kind: LegalPageKind!, $locale: String) {\n    legalPage(kind: $kind, locale: $locale) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n": typeof types.Company_LegalPageDocument,
    "\n  query Company_LegalVersions($kind: LegalPageKind!) {\n    legalPageVersions(kind: $kind) {\n      locale\n      version\n    }\n  }\n": typeof types.Company_LegalVersionsDocument,
    "\n  mutation Company_Publish($input: PublishLegalPageInput!) {\n    publishLegalPage(input: $input) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n": typeof types.Company_PublishDocument,
    "\n        query Company_TermsVersion {\n          charterTerms {\n            version\n          }\n        }\n      ": typeof types.Company_TermsVersionDocument,
    "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n      receivedAt\n    }\n  }\n": typeof types.Contact_SubmitDocument,
    "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          source\n          status\n          company\n          phone\n          activity {\n            kind\n            body\n            actor {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Contact_LeadByEmailDocument,
    "\n  mutation Conversations_Send($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      quoteRequestId\n      fromStaff\n      mine\n      body\n      sentAt\n    }\n  }\n": typeof types.Conversations_SendDocument,
    "\n  query Conversations_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      quoteRequestId\n      unreadCount\n      messages {\n        body\n        fromStaff\n        mine\n      }\n    }\n  }\n": typeof types.Conversations_ThreadDocument,
    "\n  mutation Conversations_MarkRead($id: ID!) {\n    markConversationRead(quoteRequestId: $id) {\n      id\n      unreadMessages\n    }\n  }\n": typeof types.Conversations_MarkReadDocument,
    "\n  mutation Conversations_MarkQuotesSeen($id: ID!) {\n    markQuotesSeen(quoteRequestId: $id) {\n      id\n      newQuotes\n    }\n  }\n": typeof types.Conversations_MarkQuotesSeenDocument,
    "\n  query Conversations_MyCounts {\n    myUnreadMessages\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          unreadMessages\n          newQuotes\n        }\n      }\n    }\n  }\n": typeof types.Conversations_MyCountsDocument,
    "\n  query Conversations_LeadCount($id: ID!) {\n    lead(id: $id) {\n      unreadMessages\n      quoteRequests {\n        id\n        unreadMessages\n      }\n    }\n  }\n": typeof types.Conversations_LeadCountDocument,
    "\n  mutation Conversations_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": typeof types.Conversations_DeleteAccountDocument,
    "\n  query Conversations_LeadOf($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": typeof types.Conversations_LeadOfDocument,
    "\n  subscription Conversations_ThreadLive($id: ID) {\n    conversationMessages(quoteRequestId: $id) {\n      body\n      fromStaff\n      quoteRequest {\n        id\n        unreadMessages\n      }\n    }\n  }\n": typeof types.Conversations_ThreadLiveDocument,
    "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": typeof types.DatabaseRoles_MyRequestsDocument,
    "\n  query DatabaseRoles_Programs {\n    programs {\n      code\n    }\n  }\n": typeof types.DatabaseRoles_ProgramsDocument,
    "\n  fragment EmptyLegs_Fields on EmptyLeg {\n    id\n    status\n    from {\n      code\n      city\n      timeZone\n    }\n    to {\n      code\n      city\n    }\n    earliestLocal\n    latestLocal\n    earliestAt\n    latestAt\n    aircraftType\n    category\n    seats\n    priceUsd\n    fromBooking\n    publishedAt\n  }\n": typeof types.EmptyLegs_FieldsFragmentDoc,
    "\n  query EmptyLegs_Live($filter: EmptyLegFilter) {\n    emptyLegs(filter: $filter) {\n      ...EmptyLegs_Fields\n    }\n  }\n": typeof types.EmptyLegs_LiveDocument,
    "\n  query EmptyLegs_All {\n    allEmptyLegs {\n      ...EmptyLegs_Fields\n    }\n  }\n": typeof types.EmptyLegs_AllDocument,
    "\n  mutation EmptyLegs_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      ...EmptyLegs_Fields\n    }\n  }\n": typeof types.EmptyLegs_SaveDocument,
    "\n  mutation EmptyLegs_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      ...EmptyLegs_Fields\n    }\n  }\n": typeof types.EmptyLegs_PublishDocument,
    "\n  mutation EmptyLegs_Withdraw($id: ID!) {\n    withdrawEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.EmptyLegs_WithdrawDocument,
    "\n  mutation EmptyLegs_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n": typeof types.EmptyLegs_AlertDocument,
    "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n      disclaimer\n      options {\n        category\n        lowUsd\n        highUsd\n        flightMinutes\n        billableHours\n        fuelStop\n        excludedReason\n        legs {\n          from\n          to\n          distanceNm\n          flightMinutes\n          fuelStop\n        }\n      }\n    }\n  }\n": typeof types.Estimate_CharterDocument,
    "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee {\n        id\n        email\n        name\n      }\n      activity {\n        kind\n        body\n        actor {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LeadDetail_AssignDocument,
    "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      status\n      score\n      stale\n      scoreBreakdown {\n        factor\n        points\n        maxPoints\n      }\n    }\n  }\n": typeof types.LeadDetail_LeadDocument,
    "\n  query LeadDetail_StaffMembers {\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n": typeof types.LeadDetail_StaffMembersDocument,
    "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      staleLeadDays\n    }\n  }\n": typeof types.LeadDetail_UpdatePricingDocument,
    "\n  query LeadDetail_StaleLeadDays {\n    pricing {\n      staleLeadDays\n    }\n  }\n": typeof types.LeadDetail_StaleLeadDaysDocument,
    "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") {\n      id\n    }\n  }\n": typeof types.LeadDetail_NoteDocument,
    "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) {\n      id\n    }\n  }\n": typeof types.LeadDetail_LoseDocument,
    "\n  subscription LeadDetail_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        id\n        assignee {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LeadDetail_LeadEventsDocument,
    "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) {\n      id\n      name\n    }\n  }\n": typeof types.LeadDetail_ViewersDocument,
    "\n  query LeadPipeline_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": typeof types.LeadPipeline_StatsDocument,
    "\n  mutation LeadPipeline_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": typeof types.LeadPipeline_MoveDocument,
    "\n  fragment Leads_LeadFields on Lead {\n    id\n    contactName\n    company\n    email\n    phone\n    source\n    score\n    status\n    estimatedValueUsd\n    createdAt\n    updatedAt\n  }\n": typeof types.Leads_LeadFieldsFragmentDoc,
    "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Leads_LeadFields\n        }\n      }\n    }\n  }\n": typeof types.Leads_PageDocument,
    "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          id\n          email\n        }\n        quoteRequestId\n      }\n      quoteRequests {\n        id\n        reference\n      }\n    }\n  }\n": typeof types.Leads_LeadDocument,
    "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          email\n        }\n      }\n    }\n  }\n": typeof types.Leads_ChangeStatusDocument,
    "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) {\n      id\n      updatedAt\n      activity {\n        kind\n        body\n        actor {\n          email\n        }\n      }\n    }\n  }\n": typeof types.Leads_AddNoteDocument,
    "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": typeof types.Leads_StatsDocument,
    "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          contactName\n          assignee {\n            email\n          }\n          activity {\n            id\n            kind\n            body\n            actor {\n              email\n            }\n          }\n          latestActivity {\n            id\n            kind\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            reference\n            status\n            legs {\n              from\n              to\n              departAt\n              fromAirport {\n                code\n                latitude\n              }\n              toAirport {\n                code\n                name\n                timeZone\n              }\n            }\n            quotes {\n              priceUsd\n              staffNote\n              quoteRequest {\n                reference\n              }\n            }\n            booking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Leads_NestedDocument,
    "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) {\n      enumValues {\n        name\n      }\n    }\n  }\n": typeof types.OfferedMoves_EnumDocument,
    "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) {\n      status\n      allowedStatuses\n    }\n  }\n": typeof types.OfferedMoves_LeadDocument,
    "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": typeof types.OfferedMoves_MoveLeadDocument,
    "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) {\n      edges {\n        node {\n          id\n          status\n          paymentStatus\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n": typeof types.OfferedMoves_BookingsDocument,
    "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) {\n      edges {\n        node {\n          id\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n": typeof types.OfferedMoves_MyBookingsDocument,
    "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": typeof types.OfferedMoves_MoveBookingDocument,
    "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) {\n      paymentStatus\n    }\n  }\n": typeof types.OfferedMoves_MovePaymentDocument,
    "\n  query OfferedMoves_Pricing {\n    pricing {\n      categories {\n        category\n      }\n      programs {\n        code\n        priceUnit\n      }\n      limits {\n        field\n        min\n        max\n      }\n    }\n  }\n": typeof types.OfferedMoves_PricingDocument,
    "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n": typeof types.OfferedMoves_UpdatePricingDocument,
    "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n      from\n      to\n      fromIata\n      toIata\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      featured\n      sortOrder\n      validUntil\n    }\n  }\n": typeof types.OffersAdmin_UpsertDocument,
    "\n  query OffersAdmin_Featured {\n    featuredOffers {\n      id\n      from\n      sortOrder\n    }\n  }\n": typeof types.OffersAdmin_FeaturedDocument,
    "\n  query Offers_Featured {\n    featuredOffers {\n      id\n      from\n      to\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      fromIata\n      toIata\n      validUntil\n    }\n  }\n": typeof types.Offers_FeaturedDocument,
    "\n  fragment OperatorsTest_Operator on Operator {\n    id\n    name\n    aocNumber\n    aocExpiresOn\n    country\n    insuranceExpiresOn\n    audits {\n      scheme\n      rating\n      expiresOn\n      expired\n    }\n    contacts {\n      name\n      email\n      phone\n      language\n    }\n    notes\n    demo\n    quotable\n    warnings {\n      kind\n      document\n      expiresOn\n      daysLeft\n    }\n    fleetSize\n    viewerCanEdit\n  }\n": typeof types.OperatorsTest_OperatorFragmentDoc,
    "\n  mutation OperatorsTest_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n": typeof types.OperatorsTest_CreateDocument,
    "\n  mutation OperatorsTest_Update($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n": typeof types.OperatorsTest_UpdateDocument,
    "\n  query OperatorsTest_One($id: ID!) {\n    operator(id: $id) {\n      ...OperatorsTest_Operator\n      aircraft {\n        id\n        registration\n        seats\n        category\n        yearOfManufacture\n        yearOfRefurbishment\n        baseAirportCode\n        wifi\n        lavatory\n        petsAllowed\n      }\n    }\n  }\n": typeof types.OperatorsTest_OneDocument,
    "\n  query OperatorsTest_List($filter: OperatorFilter, $first: Int, $after: String) {\n    operators(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          quotable\n          fleetSize\n          aircraft {\n            registration\n            operator {\n              id\n            }\n            baseAirport {\n              code\n              city\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OperatorsTest_ListDocument,
    "\n  mutation OperatorsTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n      category\n      baseAirportCode\n      baseAirport {\n        code\n        name\n      }\n      operator {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OperatorsTest_AddAircraftDocument,
    "\n  mutation OperatorsTest_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n": typeof types.OperatorsTest_UpdateAircraftDocument,
    "\n  mutation OperatorsTest_RemoveAircraft($id: ID!) {\n    removeAircraft(id: $id) {\n      id\n      fleetSize\n    }\n  }\n": typeof types.OperatorsTest_RemoveAircraftDocument,
    "\n  mutation OperatorsTest_Import($operatorId: ID!, $csv: String!) {\n    importFleet(operatorId: $operatorId, csv: $csv) {\n      rows\n      created\n      updated\n      unchanged\n      ignoredColumns\n      rejected {\n        row\n        registration\n        problems {\n          field\n          code\n          min\n          max\n        }\n      }\n      operator {\n        id\n        fleetSize\n        aircraft {\n          id\n          registration\n          seats\n        }\n      }\n    }\n  }\n": typeof types.OperatorsTest_ImportDocument,
    "\n  query OperatorsTest_Suitable(\n    $nearAirport: String!\n    $category: AircraftCategory\n    $minSeats: Int\n    $maxDistanceNm: Int\n    $first: Int\n  ) {\n    suitableAircraft(\n      nearAirport: $nearAirport\n      category: $category\n      minSeats: $minSeats\n      maxDistanceNm: $maxDistanceNm\n      first: $first\n    ) {\n      distanceNm\n      aircraft {\n        registration\n        seats\n        operator {\n          quotable\n        }\n      }\n    }\n  }\n": typeof types.OperatorsTest_SuitableDocument,
    "\n  query Passengers_Manifest($bookingId: ID!) {\n    bookingManifest(bookingId: $bookingId) {\n      bookingId\n      deadline\n      complete\n      erasedAt\n      legs {\n        position\n        from\n        to\n        seats\n        named\n        unnamedSeats\n        incompletePassengers\n        missingFields\n      }\n      passengers {\n        id\n        legs\n        enteredBy\n        pending\n        masked\n        fullName\n        dateOfBirth\n        birthYear\n        nationality\n        passportNumber\n        passportExpiry\n        missing\n        link {\n          email\n          usedAt\n          expired\n        }\n      }\n    }\n  }\n": typeof types.Passengers_ManifestDocument,
    "\n  mutation Passengers_Add($bookingId: ID!, $input: NewPassengerInput!) {\n    addPassenger(bookingId: $bookingId, input: $input) {\n      id\n      legs\n      fullName\n      passportNumber\n      missing\n    }\n  }\n": typeof types.Passengers_AddDocument,
    "\n  mutation Passengers_Update($id: ID!, $input: PassengerChangeInput!) {\n    updatePassenger(id: $id, input: $input) {\n      id\n      legs\n      passportNumber\n      missing\n    }\n  }\n": typeof types.Passengers_UpdateDocument,
    "\n  mutation Passengers_Remove($id: ID!) {\n    removePassenger(id: $id)\n  }\n": typeof types.Passengers_RemoveDocument,
    "\n  mutation Passengers_Invite($input: PassengerInviteInput!) {\n    invitePassenger(input: $input) {\n      id\n      pending\n      missing\n      link {\n        email\n        expired\n      }\n    }\n  }\n": typeof types.Passengers_InviteDocument,
    "\n  query Passengers_Invitation($token: String!) {\n    passengerInvitation(token: $token) {\n      route\n      bookerName\n      legs {\n        from\n        to\n        departAt\n      }\n    }\n  }\n": typeof types.Passengers_InvitationDocument,
    "\n  mutation Passengers_Submit($token: String!, $input: PassengerDetailsInput!) {\n    submitPassengerDetails(token: $token, input: $input)\n  }\n": typeof types.Passengers_SubmitDocument,
    "\n  query Passengers_Saved {\n    mySavedPassengers {\n      id\n      fullName\n      passportNumber\n      missing\n    }\n  }\n": typeof types.Passengers_SavedDocument,
    "\n  mutation Passengers_Save($input: PassengerDetailsInput!) {\n    savePassenger(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.Passengers_SaveDocument,
    "\n  mutation Passengers_Deadline($bookingId: ID!, $deadline: DateTimeISO) {\n    setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {\n      deadline\n      complete\n    }\n  }\n": typeof types.Passengers_DeadlineDocument,
    "\n  query Passengers_MyBookings {\n    myBookings(first: 20) {\n      edges {\n        node {\n          id\n          manifest {\n            complete\n            deadline\n            legs {\n              position\n              unnamedSeats\n              incompletePassengers\n              missingFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Passengers_MyBookingsDocument,
    "\n  mutation Passengers_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": typeof types.Passengers_DeleteAccountDocument,
    "\n  query Passengers_Audit {\n    auditLog(subjects: [PASSENGERS], first: 100) {\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.Passengers_AuditDocument,
    "\n  fragment PaymentFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    allowedStatuses\n    currency\n    exchangeRate\n    price\n    amountPaid\n    amountDue\n    amountOutstanding\n    paymentReference\n    paymentInstructions\n    paymentSchedule {\n      kind\n      currency\n      amount\n      dueAt\n      covered\n      outstanding\n      state\n    }\n    payments {\n      kind\n      amount\n      currency\n      receivedOn\n      method\n      reference\n      note\n      recordedBy {\n        id\n      }\n    }\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  query Payments_RequestBooking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        ...PaymentFields\n      }\n    }\n  }\n": typeof types.Payments_RequestBookingDocument,
    "\n  mutation Payments_SetInstructions($input: [PaymentInstructionInput!]!) {\n    updatePaymentInstructions(input: $input) {\n      currency\n      instructions\n    }\n  }\n": typeof types.Payments_SetInstructionsDocument,
    "\n  mutation Payments_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": typeof types.Payments_ChangeStatusDocument,
    "\n  subscription Payments_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      booking {\n        paymentStatus\n        amountPaid\n      }\n    }\n  }\n": typeof types.Payments_MyUpdatesDocument,
    "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent\n      taxiMinutes\n      rangePercent\n      fuelStopRangePercent\n      updatedAt\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n": typeof types.Pricing_SettingsDocument,
    "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n        exampleAircraft\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n": typeof types.Pricing_UpdateDocument,
    "\n  query Pricing_Public {\n    aircraftCategories {\n      hourlyRateUsd\n    }\n    programs {\n      fromPriceUsd\n    }\n  }\n": typeof types.Pricing_PublicDocument,
    "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n": typeof types.PublicPages_UpsertDocument,
    "\n  mutation QuoteMargins_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.QuoteMargins_CreateOperatorDocument,
    "\n  mutation QuoteMargins_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n": typeof types.QuoteMargins_AddAircraftDocument,
    "\n  mutation QuoteMargins_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n": typeof types.QuoteMargins_UpdateAircraftDocument,
    "\n  mutation QuoteMargins_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      operator {\n        id\n      }\n    }\n  }\n": typeof types.QuoteMargins_SendRfqDocument,
    "\n  mutation QuoteMargins_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.QuoteMargins_AnswerDocument,
    "\n  mutation QuoteMargins_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      marginDefaultPercent\n      marginMinimumUsd\n    }\n  }\n": typeof types.QuoteMargins_PricingDocument,
    "\n  fragment QuoteMargins_Quote on Quote {\n    id\n    priceUsd\n    aircraft\n    operator\n    terms\n    validUntil\n    rfqId\n    operatorPriceUsd\n    marginUsd\n    priceAgainstEstimate\n    operatorAudits\n    aircraftDetails {\n      typeName\n      registration\n      category\n      yearOfManufacture\n      yearOfRefurbishment\n      seats\n      wifi\n      lavatory\n      petsAllowed\n    }\n  }\n": typeof types.QuoteMargins_QuoteFragmentDoc,
    "\n  mutation QuoteMargins_SendQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      ...QuoteMargins_Quote\n    }\n  }\n": typeof types.QuoteMargins_SendQuotesDocument,
    "\n  query QuoteMargins_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      estimate {\n        lowUsd\n        highUsd\n      }\n      quotes {\n        ...QuoteMargins_Quote\n      }\n    }\n  }\n": typeof types.QuoteMargins_RequestDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes {\n            id\n            status\n            priceUsd\n            aircraft\n            operator\n            expired\n            note\n            staffNote\n            terms\n          }\n          booking {\n            number\n            confirmationCode\n          }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      reference\n      status\n      quotes {\n        id\n        status\n        staffNote\n      }\n    }\n  }\n": typeof types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          status\n          source\n          score\n          estimatedValueUsd\n          contactName\n          company\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            id\n            reference\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n      status\n      createdAt\n      updatedAt\n      quotes {\n        id\n        priceUsd\n      }\n      booking {\n        confirmationCode\n      }\n    }\n  }\n": typeof types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) {\n      id\n      status\n      quotes {\n        id\n        status\n      }\n    }\n  }\n": typeof types.Quotes_CancelDocument,
    "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n    }\n  }\n": typeof types.ReadReplica_AnalyticsDocument,
    "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) {\n      totalCount\n    }\n  }\n": typeof types.ReadReplica_LeadsDocument,
    "\n  mutation RfqTest_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.RfqTest_CreateOperatorDocument,
    "\n  mutation RfqTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n": typeof types.RfqTest_AddAircraftDocument,
    "\n  query RfqTest_Suggestions($quoteRequestId: ID!) {\n    rfqSuggestions(quoteRequestId: $quoteRequestId) {\n      nearestNm\n      operator {\n        id\n        quotable\n        contacts {\n          email\n          language\n        }\n      }\n      aircraft {\n        distanceNm\n        aircraft {\n          id\n          registration\n          seats\n          yearOfManufacture\n          category\n        }\n      }\n    }\n  }\n": typeof types.RfqTest_SuggestionsDocument,
    "\n  fragment RfqTest_Rfq on Rfq {\n    id\n    status\n    contactEmail\n    contactLanguage\n    expired\n    operator {\n      id\n      name\n    }\n    answer {\n      price\n      currency\n      priceUsd\n      validUntil\n      conditions\n      declineReason\n      aircraft {\n        registration\n        seats\n      }\n    }\n  }\n": typeof types.RfqTest_RfqFragmentDoc,
    "\n  mutation RfqTest_Send($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      ...RfqTest_Rfq\n    }\n  }\n": typeof types.RfqTest_SendDocument,
    "\n  query RfqTest_List($quoteRequestId: ID!) {\n    rfqs(quoteRequestId: $quoteRequestId) {\n      ...RfqTest_Rfq\n    }\n  }\n": typeof types.RfqTest_ListDocument,
    "\n  query RfqTest_Lead($id: ID!) {\n    lead(id: $id) {\n      quoteRequests {\n        id\n        rfqs {\n          ...RfqTest_Rfq\n        }\n      }\n    }\n  }\n": typeof types.RfqTest_LeadDocument,
    "\n  query RfqTest_MyRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      rfqs {\n        id\n      }\n    }\n  }\n": typeof types.RfqTest_MyRequestDocument,
    "\n  query RfqTest_Invitation($token: String!) {\n    rfqInvitation(token: $token) {\n      id\n      operatorName\n      contactName\n      status\n      expiresAt\n      trip {\n        reference\n        tripType\n        passengers\n        category\n        pets\n        luggage\n        legs {\n          from\n          to\n          departAt\n          fromAirport {\n            code\n            name\n            city\n          }\n          toAirport {\n            code\n          }\n        }\n      }\n      fleet {\n        id\n        registration\n        typeName\n        seats\n      }\n      answer {\n        price\n        currency\n        priceUsd\n        declineReason\n      }\n    }\n  }\n": typeof types.RfqTest_InvitationDocument,
    "\n  mutation RfqTest_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n      answer {\n        price\n        currency\n        priceUsd\n      }\n    }\n  }\n": typeof types.RfqTest_AnswerDocument,
    "\n  mutation RfqTest_Decline($token: String!, $rfqId: ID!, $reason: String!) {\n    declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {\n      id\n      status\n      answer {\n        declineReason\n      }\n    }\n  }\n": typeof types.RfqTest_DeclineDocument,
    "\n  query Sandbox_Featured {\n    featuredOffers {\n      id\n    }\n  }\n": typeof types.Sandbox_FeaturedDocument,
    "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n    }\n    analytics(range: $range) {\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": typeof types.Seed_FiguresDocument,
    "\n  query Seed_Operators {\n    operators(first: 100) {\n      edges {\n        node {\n          name\n          demo\n          quotable\n          fleetSize\n          warnings {\n            kind\n            document\n          }\n        }\n      }\n    }\n  }\n": typeof types.Seed_OperatorsDocument,
    "\n  query SharedRules_Estimate($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n    }\n  }\n": typeof types.SharedRules_EstimateDocument,
    "\n  mutation SharedRules_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": typeof types.SharedRules_ContactDocument,
    "\n  mutation SharedRules_Affiliate($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n": typeof types.SharedRules_AffiliateDocument,
    "\n  query StaffPreferences_Read {\n    myStaffPreferences {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n        status\n        source\n        orderField\n        orderDirection\n      }\n    }\n  }\n": typeof types.StaffPreferences_ReadDocument,
    "\n  mutation StaffPreferences_Save($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n      }\n    }\n  }\n": typeof types.StaffPreferences_SaveDocument,
    "\n  query StaffSearch_Find($text: String!, $first: Int) {\n    staffSearch(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n      leadId\n    }\n  }\n": typeof types.StaffSearch_FindDocument,
    "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) {\n      role\n    }\n  }\n": typeof types.SubscriptionsAuth_DemoteDocument,
    "\n  subscription Subscriptions_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        status\n        score\n      }\n      stats {\n        totalLeads\n        newLeads\n        contacted\n      }\n    }\n  }\n": typeof types.Subscriptions_LeadEventsDocument,
    "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        stale\n      }\n      stats {\n        totalLeads\n      }\n    }\n  }\n": typeof types.Subscriptions_SharedLeadEventsDocument,
    "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents {\n      type\n    }\n  }\n": typeof types.Subscriptions_LeadEventTypesDocument,
    "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated {\n      id\n      status\n      quotes {\n        priceUsd\n      }\n    }\n  }\n": typeof types.Subscriptions_MyUpdatesWithQuotesDocument,
    "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated {\n      id\n    }\n  }\n": typeof types.Subscriptions_MyUpdateIdsDocument,
    "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      status\n    }\n  }\n": typeof types.Subscriptions_MyUpdatesDocument,
    "\n  query Subscriptions_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": typeof types.Subscriptions_MyRequestsDocument,
    "\n  fragment Testimonials_Fields on Testimonial {\n    id\n    authorName\n    rating\n    text\n    locale\n    status\n    featured\n    createdAt\n    reviewedAt\n    author {\n      id\n      email\n    }\n    reviewer {\n      id\n      email\n    }\n  }\n": typeof types.Testimonials_FieldsFragmentDoc,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      ...Testimonials_Fields\n    }\n  }\n": typeof types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) {\n      ...Testimonials_Fields\n    }\n  }\n": typeof types.Testimonials_ReviewDocument,
    "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) {\n      ...Testimonials_Fields\n    }\n  }\n": typeof types.Testimonials_PublicDocument,
    "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Testimonials_Fields\n        }\n      }\n    }\n  }\n": typeof types.Testimonials_ForReviewDocument,
    "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": typeof types.Testimonials_ChangeBookingDocument,
    "\n  query Testimonials_Mine {\n    myTestimonials {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          bookingId\n        }\n      }\n    }\n  }\n": typeof types.Testimonials_MineDocument,
    "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) {\n      id\n      bookingId\n    }\n  }\n": typeof types.Testimonials_PublicBookingsDocument,
    "\n  mutation TripMail_SavePreferences($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n    }\n  }\n": typeof types.TripMail_SavePreferencesDocument,
    "\n  mutation TripMail_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n      status\n    }\n  }\n": typeof types.TripMail_ConfirmDocument,
    "\n  fragment UsersAdmin_User on User {\n    id\n    email\n    role\n    disabled\n    activeSessions\n    emailConfirmed\n    factors {\n      type\n      status\n    }\n  }\n": typeof types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) {\n      ...UsersAdmin_User\n    }\n  }\n": typeof types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) {\n      ...UsersAdmin_User\n    }\n  }\n": typeof types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {\n      ...UsersAdmin_User\n      name\n    }\n  }\n": typeof types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n          changes {\n            field\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n": typeof types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) {\n      taxiMinutes\n    }\n  }\n": typeof types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment Users_Fields on User {\n    id\n    email\n    name\n    role\n    emailConfirmed\n    createdAt\n    lastSignInAt\n    mfaEnabled\n  }\n": typeof types.Users_FieldsFragmentDoc,
    "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Users_Fields\n        }\n      }\n    }\n  }\n": typeof types.Users_PageDocument,
    "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...Users_Fields\n    }\n  }\n": typeof types.Users_SetRoleDocument,
    "\n  query Users_LeadStats {\n    leadStats {\n      totalLeads\n    }\n  }\n": typeof types.Users_LeadStatsDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id\n    reference\n    status\n    tripType\n    passengers\n    category\n    pets\n    luggage\n    catering\n    notes\n    programInterest\n    referralCode\n    createdAt\n    contact {\n      name\n      email\n      phone\n      company\n    }\n    legs {\n      from\n      to\n      departAt\n      departsAtUtc\n    }\n    estimate {\n      category\n      lowUsd\n      highUsd\n      flightMinutes\n    }\n  }\n": typeof types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    departAt\n    departsAtUtc\n    route\n    passengers\n    aircraft\n    operator\n    priceUsd\n    currency\n    exchangeRate\n    price\n    amountOutstanding\n    confirmationCode\n    createdAt\n    customer {\n      id\n      email\n    }\n    quoteRequest {\n      id\n      reference\n      status\n    }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      ...QuoteRequestFields\n    }\n  }\n": typeof types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n      status\n      priceUsd\n      aircraft\n      operator\n      validUntil\n      expired\n      note\n      staffNote\n      quoteRequest {\n        id\n        status\n      }\n    }\n  }\n": typeof types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!, $termsVersion: String = \"2026-11\", $currency: Currency) {\n    acceptQuote(quoteId: $id, termsVersion: $termsVersion, currency: $currency) {\n      ...BookingFields\n    }\n  }\n": typeof types.Charter_AcceptQuoteDocument,
    "\n  mutation Charter_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n      currency\n      price\n      amountPaid\n      amountOutstanding\n      amountDue\n    }\n  }\n": typeof types.Charter_RecordPaymentDocument,
};
const documents: Documents = {
    "\n  mutation Account_Delete($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": types.Account_DeleteDocument,
    "\n  query Account_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": types.Account_MyRequestsDocument,
    "\n  query Account_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n": types.Account_MyBookingsDocument,
    "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": types.Account_OneRequestDocument,
    "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": types.Account_ContactDocument,
    "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id\n    name\n    email\n    company\n    website\n    audience\n    locale\n    status\n    referralCode\n    createdAt\n    reviewedAt\n    reviewNote\n    commissionRatePercent\n    rejectionReason\n    reviewer {\n      id\n    }\n    lead {\n      id\n      source\n      email\n    }\n  }\n": types.Affiliates_FieldsFragmentDoc,
    "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      ...Affiliates_Fields\n    }\n  }\n": types.Affiliates_ApplyDocument,
    "\n  mutation Affiliates_Review(\n    $id: ID!\n    $approve: Boolean!\n    $commissionRatePercent: Float\n    $reason: String\n    $note: String\n  ) {\n    reviewAffiliateApplication(\n      id: $id\n      approve: $approve\n      commissionRatePercent: $commissionRatePercent\n      reason: $reason\n      note: $note\n    ) {\n      ...Affiliates_Fields\n    }\n  }\n": types.Affiliates_ReviewDocument,
    "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Affiliates_Fields\n        }\n      }\n    }\n  }\n": types.Affiliates_ListDocument,
    "\n  fragment Affiliates_Statement on AffiliateStatement {\n    affiliateId\n    name\n    referralCode\n    commissionRatePercent\n    earnedUsd\n    paidUsd\n    unpaidUsd\n    commissions {\n      bookingId\n      bookingNumber\n      reference\n      route\n      bookingStatus\n      priceUsd\n      commissionUsd\n      paidAt\n    }\n  }\n": types.Affiliates_StatementFragmentDoc,
    "\n  query Affiliates_Mine {\n    myAffiliate {\n      referralCode\n      commissionRatePercent\n      referrals {\n        kind\n        reference\n        route\n        travelDate\n        status\n        createdAt\n      }\n      statement {\n        ...Affiliates_Statement\n      }\n    }\n  }\n": types.Affiliates_MineDocument,
    "\n  query Affiliates_Statement($id: ID!) {\n    affiliateStatement(applicationId: $id) {\n      ...Affiliates_Statement\n    }\n  }\n": types.Affiliates_StatementDocument,
    "\n  mutation Affiliates_MarkPaid($bookingId: ID!) {\n    markAffiliateCommissionPaid(bookingId: $bookingId) {\n      ...Affiliates_Statement\n    }\n  }\n": types.Affiliates_MarkPaidDocument,
    "\n  mutation Affiliates_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n": types.Affiliates_ContactDocument,
    "\n  mutation Affiliates_CancelBooking($id: ID!) {\n    changeBookingStatus(id: $id, status: CANCELLED) {\n      id\n    }\n  }\n": types.Affiliates_CancelBookingDocument,
    "\n  query Agreement_Terms($locale: String) {\n    charterTerms(locale: $locale) {\n      version\n      locale\n      title\n      summary\n      sections {\n        heading\n        body\n      }\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n": types.Agreement_TermsDocument,
    "\n  fragment AgreementFields on Booking {\n    id\n    agreement {\n      termsVersion\n      termsLocale\n      acceptedAt\n      operatorConditions\n      quoteValidUntil\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n      acceptedBy {\n        id\n        email\n      }\n    }\n  }\n": types.AgreementFieldsFragmentDoc,
    "\n  query Agreement_MyBookings {\n    myBookings {\n      edges {\n        node {\n          ...AgreementFields\n        }\n      }\n    }\n  }\n": types.Agreement_MyBookingsDocument,
    "\n  query Agreement_StaffBookings($search: String) {\n    bookings(filter: { search: $search }) {\n      edges {\n        node {\n          number\n          ...AgreementFields\n        }\n      }\n    }\n  }\n": types.Agreement_StaffBookingsDocument,
    "\n  mutation Agreement_UpdateSchedule($tiers: [CancellationTierInput!]!) {\n    updatePricing(input: { cancellationSchedule: $tiers }) {\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n": types.Agreement_UpdateScheduleDocument,
    "\n  query AirportSearch_Find($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      name\n      city\n      countryCode\n      suitsBusinessJets\n    }\n  }\n": types.AirportSearch_FindDocument,
    "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      iata\n      icao\n      name\n      city\n      country\n      countryCode\n      latitude\n      longitude\n      timeZone\n      suitsBusinessJets\n    }\n  }\n": types.Airports_SearchDocument,
    "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from\n      to\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      revenueByMonth {\n        month\n        bookings\n        revenueUsd\n      }\n      quoteRequestsByMonth {\n        month\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": types.Analytics_OverviewDocument,
    "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource {\n        source\n        count\n      }\n      leadsByMonth {\n        month\n        bySource {\n          source\n          count\n        }\n      }\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      firstContact {\n        medianHours\n        contacted\n        notContacted\n      }\n      affiliates {\n        referralCode\n        name\n        leads\n        bookings\n        revenueUsd\n      }\n    }\n  }\n": types.Analytics_BreakdownsDocument,
    "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n": types.Analytics_ContactDocument,
    "\n  query AuthAdmin_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": types.AuthAdmin_MyRequestsDocument,
    "\n  mutation AuthAdmin_InviteStaff($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": types.AuthAdmin_InviteStaffDocument,
    "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": types.AuthInvitation_InviteDocument,
    "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": types.Autoconfirm_MyRequestsDocument,
    "\n  query Autoconfirm_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n": types.Autoconfirm_MyBookingsDocument,
    "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n": types.Autoconfirm_OneRequestDocument,
    "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": types.Autoconfirm_ContactDocument,
    "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n": types.Autoconfirm_InviteDocument,
    "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      role\n    }\n  }\n": types.Autoconfirm_SetRoleDocument,
    "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.Bookings_ChangeStatusDocument,
    "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...BookingFields\n        }\n      }\n    }\n  }\n": types.Bookings_MineDocument,
    "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          departAt\n          customer {\n            email\n          }\n        }\n      }\n    }\n  }\n": types.Bookings_AllDocument,
    "\n  query Bookings_LeadStats {\n    leadStats {\n      dealsWon\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": types.Bookings_LeadStatsDocument,
    "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          priceUsd\n          paymentStatus\n        }\n      }\n    }\n  }\n": types.Bookings_DeskDocument,
    "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n": types.Bookings_ChangePaymentDocument,
    "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      edges {\n        node {\n          status\n          estimatedValueUsd\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n          }\n        }\n      }\n    }\n  }\n": types.Bookings_LeadByEmailDocument,
    "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": types.Bookings_RequestLeadDocument,
    "\n  query CatalogueCache_Public {\n    featuredOffers {\n      id\n      from\n      priceUsd\n      validUntil\n    }\n    programs {\n      code\n      fromPriceUsd\n      mostPopular\n    }\n    aircraftCategories {\n      category\n      hourlyRateUsd\n    }\n  }\n": types.CatalogueCache_PublicDocument,
    "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n": types.CatalogueCache_UpsertDocument,
    "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n": types.CatalogueCache_PricingDocument,
    "\n  query Catalogue_Categories {\n    aircraftCategories {\n      category\n      exampleAircraft\n      seats\n      rangeNm\n      cruiseKt\n      hourlyRateUsd\n      dailyMinimumHours\n    }\n  }\n": types.Catalogue_CategoriesDocument,
    "\n  query Catalogue_Programs {\n    programs {\n      code\n      name\n      summary\n      priceUnit\n      fromPriceUsd\n      mostPopular\n      features {\n        key\n        label\n      }\n    }\n  }\n": types.Catalogue_ProgramsDocument,
    "\n  query Company_Read {\n    companySettings {\n      legalName\n      registeredAddress\n      companyNumber\n      phone\n      email\n      desks {\n        name\n        region\n        phone\n        email\n        hours\n      }\n      leadership {\n        name\n        role\n        bio\n      }\n      figures {\n        foundedYear\n        fleetAccess\n        flightsArranged\n        clientSatisfactionPercent\n      }\n      certifications\n      insurance {\n        cover\n        limitUsd\n      }\n    }\n  }\n": types.Company_ReadDocument,
    "\n  mutation Company_Update($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      phone\n      leadership {\n        name\n        role\n      }\n    }\n  }\n": types.Company_UpdateDocument,
    "\n  query Company_LegalPage($kind: LegalPageKind!, $locale: String) {\n    legalPage(kind: $kind, locale: $locale) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n": types.Company_LegalPageDocument,
    "\n  query Company_LegalVersions($kind: LegalPageKind!) {\n    legalPageVersions(kind: $kind) {\n      locale\n      version\n    }\n  }\n": types.Company_LegalVersionsDocument,
    "\n  mutation Company_Publish($input: PublishLegalPageInput!) {\n    publishLegalPage(input: $input) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n": types.Company_PublishDocument,
    "\n        query Company_TermsVersion {\n          charterTerms {\n            version\n          }\n        }\n      ": types.Company_TermsVersionDocument,
    "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n      receivedAt\n    }\n  }\n": types.Contact_SubmitDocument,
    "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          source\n          status\n          company\n          phone\n          activity {\n            kind\n            body\n            actor {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Contact_LeadByEmailDocument,
    "\n  mutation Conversations_Send($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      quoteRequestId\n      fromStaff\n      mine\n      body\n      sentAt\n    }\n  }\n": types.Conversations_SendDocument,
    "\n  query Conversations_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      quoteRequestId\n      unreadCount\n      messages {\n        body\n        fromStaff\n        mine\n      }\n    }\n  }\n": types.Conversations_ThreadDocument,
    "\n  mutation Conversations_MarkRead($id: ID!) {\n    markConversationRead(quoteRequestId: $id) {\n      id\n      unreadMessages\n    }\n  }\n": types.Conversations_MarkReadDocument,
    "\n  mutation Conversations_MarkQuotesSeen($id: ID!) {\n    markQuotesSeen(quoteRequestId: $id) {\n      id\n      newQuotes\n    }\n  }\n": types.Conversations_MarkQuotesSeenDocument,
    "\n  query Conversations_MyCounts {\n    myUnreadMessages\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          unreadMessages\n          newQuotes\n        }\n      }\n    }\n  }\n": types.Conversations_MyCountsDocument,
    "\n  query Conversations_LeadCount($id: ID!) {\n    lead(id: $id) {\n      unreadMessages\n      quoteRequests {\n        id\n        unreadMessages\n      }\n    }\n  }\n": types.Conversations_LeadCountDocument,
    "\n  mutation Conversations_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": types.Conversations_DeleteAccountDocument,
    "\n  query Conversations_LeadOf($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n": types.Conversations_LeadOfDocument,
    "\n  subscription Conversations_ThreadLive($id: ID) {\n    conversationMessages(quoteRequestId: $id) {\n      body\n      fromStaff\n      quoteRequest {\n        id\n        unreadMessages\n      }\n    }\n  }\n": types.Conversations_ThreadLiveDocument,
    "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": types.DatabaseRoles_MyRequestsDocument,
    "\n  query DatabaseRoles_Programs {\n    programs {\n      code\n    }\n  }\n": types.DatabaseRoles_ProgramsDocument,
    "\n  fragment EmptyLegs_Fields on EmptyLeg {\n    id\n    status\n    from {\n      code\n      city\n      timeZone\n    }\n    to {\n      code\n      city\n    }\n    earliestLocal\n    latestLocal\n    earliestAt\n    latestAt\n    aircraftType\n    category\n    seats\n    priceUsd\n    fromBooking\n    publishedAt\n  }\n": types.EmptyLegs_FieldsFragmentDoc,
    "\n  query EmptyLegs_Live($filter: EmptyLegFilter) {\n    emptyLegs(filter: $filter) {\n      ...EmptyLegs_Fields\n    }\n  }\n": types.EmptyLegs_LiveDocument,
    "\n  query EmptyLegs_All {\n    allEmptyLegs {\n      ...EmptyLegs_Fields\n    }\n  }\n": types.EmptyLegs_AllDocument,
    "\n  mutation EmptyLegs_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      ...EmptyLegs_Fields\n    }\n  }\n": types.EmptyLegs_SaveDocument,
    "\n  mutation EmptyLegs_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      ...EmptyLegs_Fields\n    }\n  }\n": types.EmptyLegs_PublishDocument,
    "\n  mutation EmptyLegs_Withdraw($id: ID!) {\n    withdrawEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n": types.EmptyLegs_WithdrawDocument,
    "\n  mutation EmptyLegs_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n": types.EmptyLegs_AlertDocument,
    "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n      disclaimer\n      options {\n        category\n        lowUsd\n        highUsd\n        flightMinutes\n        billableHours\n        fuelStop\n        excludedReason\n        legs {\n          from\n          to\n          distanceNm\n          flightMinutes\n          fuelStop\n        }\n      }\n    }\n  }\n": types.Estimate_CharterDocument,
    "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee {\n        id\n        email\n        name\n      }\n      activity {\n        kind\n        body\n        actor {\n          id\n        }\n      }\n    }\n  }\n": types.LeadDetail_AssignDocument,
    "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      status\n      score\n      stale\n      scoreBreakdown {\n        factor\n        points\n        maxPoints\n      }\n    }\n  }\n": types.LeadDetail_LeadDocument,
    "\n  query LeadDetail_StaffMembers {\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n": types.LeadDetail_StaffMembersDocument,
    "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      staleLeadDays\n    }\n  }\n": types.LeadDetail_UpdatePricingDocument,
    "\n  query LeadDetail_StaleLeadDays {\n    pricing {\n      staleLeadDays\n    }\n  }\n": types.LeadDetail_StaleLeadDaysDocument,
    "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") {\n      id\n    }\n  }\n": types.LeadDetail_NoteDocument,
    "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) {\n      id\n    }\n  }\n": types.LeadDetail_LoseDocument,
    "\n  subscription LeadDetail_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        id\n        assignee {\n          id\n        }\n      }\n    }\n  }\n": types.LeadDetail_LeadEventsDocument,
    "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) {\n      id\n      name\n    }\n  }\n": types.LeadDetail_ViewersDocument,
    "\n  query LeadPipeline_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": types.LeadPipeline_StatsDocument,
    "\n  mutation LeadPipeline_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": types.LeadPipeline_MoveDocument,
    "\n  fragment Leads_LeadFields on Lead {\n    id\n    contactName\n    company\n    email\n    phone\n    source\n    score\n    status\n    estimatedValueUsd\n    createdAt\n    updatedAt\n  }\n": types.Leads_LeadFieldsFragmentDoc,
    "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Leads_LeadFields\n        }\n      }\n    }\n  }\n": types.Leads_PageDocument,
    "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          id\n          email\n        }\n        quoteRequestId\n      }\n      quoteRequests {\n        id\n        reference\n      }\n    }\n  }\n": types.Leads_LeadDocument,
    "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          email\n        }\n      }\n    }\n  }\n": types.Leads_ChangeStatusDocument,
    "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) {\n      id\n      updatedAt\n      activity {\n        kind\n        body\n        actor {\n          email\n        }\n      }\n    }\n  }\n": types.Leads_AddNoteDocument,
    "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n": types.Leads_StatsDocument,
    "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          contactName\n          assignee {\n            email\n          }\n          activity {\n            id\n            kind\n            body\n            actor {\n              email\n            }\n          }\n          latestActivity {\n            id\n            kind\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            reference\n            status\n            legs {\n              from\n              to\n              departAt\n              fromAirport {\n                code\n                latitude\n              }\n              toAirport {\n                code\n                name\n                timeZone\n              }\n            }\n            quotes {\n              priceUsd\n              staffNote\n              quoteRequest {\n                reference\n              }\n            }\n            booking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Leads_NestedDocument,
    "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) {\n      enumValues {\n        name\n      }\n    }\n  }\n": types.OfferedMoves_EnumDocument,
    "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) {\n      status\n      allowedStatuses\n    }\n  }\n": types.OfferedMoves_LeadDocument,
    "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": types.OfferedMoves_MoveLeadDocument,
    "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) {\n      edges {\n        node {\n          id\n          status\n          paymentStatus\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n": types.OfferedMoves_BookingsDocument,
    "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) {\n      edges {\n        node {\n          id\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n": types.OfferedMoves_MyBookingsDocument,
    "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": types.OfferedMoves_MoveBookingDocument,
    "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) {\n      paymentStatus\n    }\n  }\n": types.OfferedMoves_MovePaymentDocument,
    "\n  query OfferedMoves_Pricing {\n    pricing {\n      categories {\n        category\n      }\n      programs {\n        code\n        priceUnit\n      }\n      limits {\n        field\n        min\n        max\n      }\n    }\n  }\n": types.OfferedMoves_PricingDocument,
    "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n": types.OfferedMoves_UpdatePricingDocument,
    "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n      from\n      to\n      fromIata\n      toIata\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      featured\n      sortOrder\n      validUntil\n    }\n  }\n": types.OffersAdmin_UpsertDocument,
    "\n  query OffersAdmin_Featured {\n    featuredOffers {\n      id\n      from\n      sortOrder\n    }\n  }\n": types.OffersAdmin_FeaturedDocument,
    "\n  query Offers_Featured {\n    featuredOffers {\n      id\n      from\n      to\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      fromIata\n      toIata\n      validUntil\n    }\n  }\n": types.Offers_FeaturedDocument,
    "\n  fragment OperatorsTest_Operator on Operator {\n    id\n    name\n    aocNumber\n    aocExpiresOn\n    country\n    insuranceExpiresOn\n    audits {\n      scheme\n      rating\n      expiresOn\n      expired\n    }\n    contacts {\n      name\n      email\n      phone\n      language\n    }\n    notes\n    demo\n    quotable\n    warnings {\n      kind\n      document\n      expiresOn\n      daysLeft\n    }\n    fleetSize\n    viewerCanEdit\n  }\n": types.OperatorsTest_OperatorFragmentDoc,
    "\n  mutation OperatorsTest_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n": types.OperatorsTest_CreateDocument,
    "\n  mutation OperatorsTest_Update($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n": types.OperatorsTest_UpdateDocument,
    "\n  query OperatorsTest_One($id: ID!) {\n    operator(id: $id) {\n      ...OperatorsTest_Operator\n      aircraft {\n        id\n        registration\n        seats\n        category\n        yearOfManufacture\n        yearOfRefurbishment\n        baseAirportCode\n        wifi\n        lavatory\n        petsAllowed\n      }\n    }\n  }\n": types.OperatorsTest_OneDocument,
    "\n  query OperatorsTest_List($filter: OperatorFilter, $first: Int, $after: String) {\n    operators(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          quotable\n          fleetSize\n          aircraft {\n            registration\n            operator {\n              id\n            }\n            baseAirport {\n              code\n              city\n            }\n          }\n        }\n      }\n    }\n  }\n": types.OperatorsTest_ListDocument,
    "\n  mutation OperatorsTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n      category\n      baseAirportCode\n      baseAirport {\n        code\n        name\n      }\n      operator {\n        id\n        name\n      }\n    }\n  }\n": types.OperatorsTest_AddAircraftDocument,
    "\n  mutation OperatorsTest_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n": types.OperatorsTest_UpdateAircraftDocument,
    "\n  mutation OperatorsTest_RemoveAircraft($id: ID!) {\n    removeAircraft(id: $id) {\n      id\n      fleetSize\n    }\n  }\n": types.OperatorsTest_RemoveAircraftDocument,
    "\n  mutation OperatorsTest_Import($operatorId: ID!, $csv: String!) {\n    importFleet(operatorId: $operatorId, csv: $csv) {\n      rows\n      created\n      updated\n      unchanged\n      ignoredColumns\n      rejected {\n        row\n        registration\n        problems {\n          field\n          code\n          min\n          max\n        }\n      }\n      operator {\n        id\n        fleetSize\n        aircraft {\n          id\n          registration\n          seats\n        }\n      }\n    }\n  }\n": types.OperatorsTest_ImportDocument,
    "\n  query OperatorsTest_Suitable(\n    $nearAirport: String!\n    $category: AircraftCategory\n    $minSeats: Int\n    $maxDistanceNm: Int\n    $first: Int\n  ) {\n    suitableAircraft(\n      nearAirport: $nearAirport\n      category: $category\n      minSeats: $minSeats\n      maxDistanceNm: $maxDistanceNm\n      first: $first\n    ) {\n      distanceNm\n      aircraft {\n        registration\n        seats\n        operator {\n          quotable\n        }\n      }\n    }\n  }\n": types.OperatorsTest_SuitableDocument,
    "\n  query Passengers_Manifest($bookingId: ID!) {\n    bookingManifest(bookingId: $bookingId) {\n      bookingId\n      deadline\n      complete\n      erasedAt\n      legs {\n        position\n        from\n        to\n        seats\n        named\n        unnamedSeats\n        incompletePassengers\n        missingFields\n      }\n      passengers {\n        id\n        legs\n        enteredBy\n        pending\n        masked\n        fullName\n        dateOfBirth\n        birthYear\n        nationality\n        passportNumber\n        passportExpiry\n        missing\n        link {\n          email\n          usedAt\n          expired\n        }\n      }\n    }\n  }\n": types.Passengers_ManifestDocument,
    "\n  mutation Passengers_Add($bookingId: ID!, $input: NewPassengerInput!) {\n    addPassenger(bookingId: $bookingId, input: $input) {\n      id\n      legs\n      fullName\n      passportNumber\n      missing\n    }\n  }\n": types.Passengers_AddDocument,
    "\n  mutation Passengers_Update($id: ID!, $input: PassengerChangeInput!) {\n    updatePassenger(id: $id, input: $input) {\n      id\n      legs\n      passportNumber\n      missing\n    }\n  }\n": types.Passengers_UpdateDocument,
    "\n  mutation Passengers_Remove($id: ID!) {\n    removePassenger(id: $id)\n  }\n": types.Passengers_RemoveDocument,
    "\n  mutation Passengers_Invite($input: PassengerInviteInput!) {\n    invitePassenger(input: $input) {\n      id\n      pending\n      missing\n      link {\n        email\n        expired\n      }\n    }\n  }\n": types.Passengers_InviteDocument,
    "\n  query Passengers_Invitation($token: String!) {\n    passengerInvitation(token: $token) {\n      route\n      bookerName\n      legs {\n        from\n        to\n        departAt\n      }\n    }\n  }\n": types.Passengers_InvitationDocument,
    "\n  mutation Passengers_Submit($token: String!, $input: PassengerDetailsInput!) {\n    submitPassengerDetails(token: $token, input: $input)\n  }\n": types.Passengers_SubmitDocument,
    "\n  query Passengers_Saved {\n    mySavedPassengers {\n      id\n      fullName\n      passportNumber\n      missing\n    }\n  }\n": types.Passengers_SavedDocument,
    "\n  mutation Passengers_Save($input: PassengerDetailsInput!) {\n    savePassenger(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.Passengers_SaveDocument,
    "\n  mutation Passengers_Deadline($bookingId: ID!, $deadline: DateTimeISO) {\n    setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {\n      deadline\n      complete\n    }\n  }\n": types.Passengers_DeadlineDocument,
    "\n  query Passengers_MyBookings {\n    myBookings(first: 20) {\n      edges {\n        node {\n          id\n          manifest {\n            complete\n            deadline\n            legs {\n              position\n              unnamedSeats\n              incompletePassengers\n              missingFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Passengers_MyBookingsDocument,
    "\n  mutation Passengers_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n": types.Passengers_DeleteAccountDocument,
    "\n  query Passengers_Audit {\n    auditLog(subjects: [PASSENGERS], first: 100) {\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.Passengers_AuditDocument,
    "\n  fragment PaymentFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    allowedStatuses\n    currency\n    exchangeRate\n    price\n    amountPaid\n    amountDue\n    amountOutstanding\n    paymentReference\n    paymentInstructions\n    paymentSchedule {\n      kind\n      currency\n      amount\n      dueAt\n      covered\n      outstanding\n      state\n    }\n    payments {\n      kind\n      amount\n      currency\n      receivedOn\n      method\n      reference\n      note\n      recordedBy {\n        id\n      }\n    }\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  query Payments_RequestBooking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        ...PaymentFields\n      }\n    }\n  }\n": types.Payments_RequestBookingDocument,
    "\n  mutation Payments_SetInstructions($input: [PaymentInstructionInput!]!) {\n    updatePaymentInstructions(input: $input) {\n      currency\n      instructions\n    }\n  }\n": types.Payments_SetInstructionsDocument,
    "\n  mutation Payments_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n": types.Payments_ChangeStatusDocument,
    "\n  subscription Payments_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      booking {\n        paymentStatus\n        amountPaid\n      }\n    }\n  }\n": types.Payments_MyUpdatesDocument,
    "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent\n      taxiMinutes\n      rangePercent\n      fuelStopRangePercent\n      updatedAt\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n": types.Pricing_SettingsDocument,
    "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n        exampleAircraft\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n": types.Pricing_UpdateDocument,
    "\n  query Pricing_Public {\n    aircraftCategories {\n      hourlyRateUsd\n    }\n    programs {\n      fromPriceUsd\n    }\n  }\n": types.Pricing_PublicDocument,
    "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n": types.PublicPages_UpsertDocument,
    "\n  mutation QuoteMargins_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n": types.QuoteMargins_CreateOperatorDocument,
    "\n  mutation QuoteMargins_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n": types.QuoteMargins_AddAircraftDocument,
    "\n  mutation QuoteMargins_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n": types.QuoteMargins_UpdateAircraftDocument,
    "\n  mutation QuoteMargins_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      operator {\n        id\n      }\n    }\n  }\n": types.QuoteMargins_SendRfqDocument,
    "\n  mutation QuoteMargins_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n    }\n  }\n": types.QuoteMargins_AnswerDocument,
    "\n  mutation QuoteMargins_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      marginDefaultPercent\n      marginMinimumUsd\n    }\n  }\n": types.QuoteMargins_PricingDocument,
    "\n  fragment QuoteMargins_Quote on Quote {\n    id\n    priceUsd\n    aircraft\n    operator\n    terms\n    validUntil\n    rfqId\n    operatorPriceUsd\n    marginUsd\n    priceAgainstEstimate\n    operatorAudits\n    aircraftDetails {\n      typeName\n      registration\n      category\n      yearOfManufacture\n      yearOfRefurbishment\n      seats\n      wifi\n      lavatory\n      petsAllowed\n    }\n  }\n": types.QuoteMargins_QuoteFragmentDoc,
    "\n  mutation QuoteMargins_SendQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      ...QuoteMargins_Quote\n    }\n  }\n": types.QuoteMargins_SendQuotesDocument,
    "\n  query QuoteMargins_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      estimate {\n        lowUsd\n        highUsd\n      }\n      quotes {\n        ...QuoteMargins_Quote\n      }\n    }\n  }\n": types.QuoteMargins_RequestDocument,
    "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes {\n            id\n            status\n            priceUsd\n            aircraft\n            operator\n            expired\n            note\n            staffNote\n            terms\n          }\n          booking {\n            number\n            confirmationCode\n          }\n        }\n      }\n    }\n  }\n": types.Quotes_MyRequestsDocument,
    "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      reference\n      status\n      quotes {\n        id\n        status\n        staffNote\n      }\n    }\n  }\n": types.Quotes_OneRequestDocument,
    "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          status\n          source\n          score\n          estimatedValueUsd\n          contactName\n          company\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            id\n            reference\n            status\n          }\n        }\n      }\n    }\n  }\n": types.Quotes_LeadByEmailDocument,
    "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n      status\n      createdAt\n      updatedAt\n      quotes {\n        id\n        priceUsd\n      }\n      booking {\n        confirmationCode\n      }\n    }\n  }\n": types.Quotes_ReplayDocument,
    "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) {\n      id\n      status\n      quotes {\n        id\n        status\n      }\n    }\n  }\n": types.Quotes_CancelDocument,
    "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n    }\n  }\n": types.ReadReplica_AnalyticsDocument,
    "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) {\n      totalCount\n    }\n  }\n": types.ReadReplica_LeadsDocument,
    "\n  mutation RfqTest_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n": types.RfqTest_CreateOperatorDocument,
    "\n  mutation RfqTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n": types.RfqTest_AddAircraftDocument,
    "\n  query RfqTest_Suggestions($quoteRequestId: ID!) {\n    rfqSuggestions(quoteRequestId: $quoteRequestId) {\n      nearestNm\n      operator {\n        id\n        quotable\n        contacts {\n          email\n          language\n        }\n      }\n      aircraft {\n        distanceNm\n        aircraft {\n          id\n          registration\n          seats\n          yearOfManufacture\n          category\n        }\n      }\n    }\n  }\n": types.RfqTest_SuggestionsDocument,
    "\n  fragment RfqTest_Rfq on Rfq {\n    id\n    status\n    contactEmail\n    contactLanguage\n    expired\n    operator {\n      id\n      name\n    }\n    answer {\n      price\n      currency\n      priceUsd\n      validUntil\n      conditions\n      declineReason\n      aircraft {\n        registration\n        seats\n      }\n    }\n  }\n": types.RfqTest_RfqFragmentDoc,
    "\n  mutation RfqTest_Send($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      ...RfqTest_Rfq\n    }\n  }\n": types.RfqTest_SendDocument,
    "\n  query RfqTest_List($quoteRequestId: ID!) {\n    rfqs(quoteRequestId: $quoteRequestId) {\n      ...RfqTest_Rfq\n    }\n  }\n": types.RfqTest_ListDocument,
    "\n  query RfqTest_Lead($id: ID!) {\n    lead(id: $id) {\n      quoteRequests {\n        id\n        rfqs {\n          ...RfqTest_Rfq\n        }\n      }\n    }\n  }\n": types.RfqTest_LeadDocument,
    "\n  query RfqTest_MyRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      rfqs {\n        id\n      }\n    }\n  }\n": types.RfqTest_MyRequestDocument,
    "\n  query RfqTest_Invitation($token: String!) {\n    rfqInvitation(token: $token) {\n      id\n      operatorName\n      contactName\n      status\n      expiresAt\n      trip {\n        reference\n        tripType\n        passengers\n        category\n        pets\n        luggage\n        legs {\n          from\n          to\n          departAt\n          fromAirport {\n            code\n            name\n            city\n          }\n          toAirport {\n            code\n          }\n        }\n      }\n      fleet {\n        id\n        registration\n        typeName\n        seats\n      }\n      answer {\n        price\n        currency\n        priceUsd\n        declineReason\n      }\n    }\n  }\n": types.RfqTest_InvitationDocument,
    "\n  mutation RfqTest_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n      answer {\n        price\n        currency\n        priceUsd\n      }\n    }\n  }\n": types.RfqTest_AnswerDocument,
    "\n  mutation RfqTest_Decline($token: String!, $rfqId: ID!, $reason: String!) {\n    declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {\n      id\n      status\n      answer {\n        declineReason\n      }\n    }\n  }\n": types.RfqTest_DeclineDocument,
    "\n  query Sandbox_Featured {\n    featuredOffers {\n      id\n    }\n  }\n": types.Sandbox_FeaturedDocument,
    "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n    }\n    analytics(range: $range) {\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n": types.Seed_FiguresDocument,
    "\n  query Seed_Operators {\n    operators(first: 100) {\n      edges {\n        node {\n          name\n          demo\n          quotable\n          fleetSize\n          warnings {\n            kind\n            document\n          }\n        }\n      }\n    }\n  }\n": types.Seed_OperatorsDocument,
    "\n  query SharedRules_Estimate($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n    }\n  }\n": types.SharedRules_EstimateDocument,
    "\n  mutation SharedRules_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n": types.SharedRules_ContactDocument,
    "\n  mutation SharedRules_Affiliate($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n": types.SharedRules_AffiliateDocument,
    "\n  query StaffPreferences_Read {\n    myStaffPreferences {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n        status\n        source\n        orderField\n        orderDirection\n      }\n    }\n  }\n": types.StaffPreferences_ReadDocument,
    "\n  mutation StaffPreferences_Save($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n      }\n    }\n  }\n": types.StaffPreferences_SaveDocument,
    "\n  query StaffSearch_Find($text: String!, $first: Int) {\n    staffSearch(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n      leadId\n    }\n  }\n": types.StaffSearch_FindDocument,
    "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) {\n      role\n    }\n  }\n": types.SubscriptionsAuth_DemoteDocument,
    "\n  subscription Subscriptions_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        status\n        score\n      }\n      stats {\n        totalLeads\n        newLeads\n        contacted\n      }\n    }\n  }\n": types.Subscriptions_LeadEventsDocument,
    "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        stale\n      }\n      stats {\n        totalLeads\n      }\n    }\n  }\n": types.Subscriptions_SharedLeadEventsDocument,
    "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents {\n      type\n    }\n  }\n": types.Subscriptions_LeadEventTypesDocument,
    "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated {\n      id\n      status\n      quotes {\n        priceUsd\n      }\n    }\n  }\n": types.Subscriptions_MyUpdatesWithQuotesDocument,
    "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated {\n      id\n    }\n  }\n": types.Subscriptions_MyUpdateIdsDocument,
    "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      status\n    }\n  }\n": types.Subscriptions_MyUpdatesDocument,
    "\n  query Subscriptions_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n": types.Subscriptions_MyRequestsDocument,
    "\n  fragment Testimonials_Fields on Testimonial {\n    id\n    authorName\n    rating\n    text\n    locale\n    status\n    featured\n    createdAt\n    reviewedAt\n    author {\n      id\n      email\n    }\n    reviewer {\n      id\n      email\n    }\n  }\n": types.Testimonials_FieldsFragmentDoc,
    "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      ...Testimonials_Fields\n    }\n  }\n": types.Testimonials_SubmitDocument,
    "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) {\n      ...Testimonials_Fields\n    }\n  }\n": types.Testimonials_ReviewDocument,
    "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) {\n      ...Testimonials_Fields\n    }\n  }\n": types.Testimonials_PublicDocument,
    "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Testimonials_Fields\n        }\n      }\n    }\n  }\n": types.Testimonials_ForReviewDocument,
    "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n": types.Testimonials_ChangeBookingDocument,
    "\n  query Testimonials_Mine {\n    myTestimonials {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          bookingId\n        }\n      }\n    }\n  }\n": types.Testimonials_MineDocument,
    "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) {\n      id\n      bookingId\n    }\n  }\n": types.Testimonials_PublicBookingsDocument,
    "\n  mutation TripMail_SavePreferences($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n    }\n  }\n": types.TripMail_SavePreferencesDocument,
    "\n  mutation TripMail_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n      status\n    }\n  }\n": types.TripMail_ConfirmDocument,
    "\n  fragment UsersAdmin_User on User {\n    id\n    email\n    role\n    disabled\n    activeSessions\n    emailConfirmed\n    factors {\n      type\n      status\n    }\n  }\n": types.UsersAdmin_UserFragmentDoc,
    "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) {\n      ...UsersAdmin_User\n    }\n  }\n": types.UsersAdmin_DisableDocument,
    "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) {\n      ...UsersAdmin_User\n    }\n  }\n": types.UsersAdmin_EndSessionsDocument,
    "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {\n      ...UsersAdmin_User\n      name\n    }\n  }\n": types.UsersAdmin_InviteDocument,
    "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n          changes {\n            field\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n": types.UsersAdmin_AuditDocument,
    "\n  query UsersAdmin_Viewer {\n    viewer {\n      id\n    }\n  }\n": types.UsersAdmin_ViewerDocument,
    "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) {\n      taxiMinutes\n    }\n  }\n": types.UsersAdmin_TaxiMinutesDocument,
    "\n  fragment Users_Fields on User {\n    id\n    email\n    name\n    role\n    emailConfirmed\n    createdAt\n    lastSignInAt\n    mfaEnabled\n  }\n": types.Users_FieldsFragmentDoc,
    "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Users_Fields\n        }\n      }\n    }\n  }\n": types.Users_PageDocument,
    "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...Users_Fields\n    }\n  }\n": types.Users_SetRoleDocument,
    "\n  query Users_LeadStats {\n    leadStats {\n      totalLeads\n    }\n  }\n": types.Users_LeadStatsDocument,
    "\n  fragment QuoteRequestFields on QuoteRequest {\n    id\n    reference\n    status\n    tripType\n    passengers\n    category\n    pets\n    luggage\n    catering\n    notes\n    programInterest\n    referralCode\n    createdAt\n    contact {\n      name\n      email\n      phone\n      company\n    }\n    legs {\n      from\n      to\n      departAt\n      departsAtUtc\n    }\n    estimate {\n      category\n      lowUsd\n      highUsd\n      flightMinutes\n    }\n  }\n": types.QuoteRequestFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    departAt\n    departsAtUtc\n    route\n    passengers\n    aircraft\n    operator\n    priceUsd\n    currency\n    exchangeRate\n    price\n    amountOutstanding\n    confirmationCode\n    createdAt\n    customer {\n      id\n      email\n    }\n    quoteRequest {\n      id\n      reference\n      status\n    }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      ...QuoteRequestFields\n    }\n  }\n": types.Charter_SubmitQuoteRequestDocument,
    "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n      status\n      priceUsd\n      aircraft\n      operator\n      validUntil\n      expired\n      note\n      staffNote\n      quoteRequest {\n        id\n        status\n      }\n    }\n  }\n": types.Charter_SendQuoteDocument,
    "\n  mutation Charter_AcceptQuote($id: ID!, $termsVersion: String = \"2026-11\", $currency: Currency) {\n    acceptQuote(quoteId: $id, termsVersion: $termsVersion, currency: $currency) {\n      ...BookingFields\n    }\n  }\n": types.Charter_AcceptQuoteDocument,
    "\n  mutation Charter_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n      currency\n      price\n      amountPaid\n      amountOutstanding\n      amountDue\n    }\n  }\n": types.Charter_RecordPaymentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Account_Delete($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n"): typeof import('./graphql.js').Account_DeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').Account_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').Account_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Account_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Account_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n"): typeof import('./graphql.js').Account_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Affiliates_Fields on AffiliateApplication {\n    id\n    name\n    email\n    company\n    website\n    audience\n    locale\n    status\n    referralCode\n    createdAt\n    reviewedAt\n    reviewNote\n    commissionRatePercent\n    rejectionReason\n    reviewer {\n      id\n    }\n    lead {\n      id\n      source\n      email\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_Apply($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      ...Affiliates_Fields\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_Review(\n    $id: ID!\n    $approve: Boolean!\n    $commissionRatePercent: Float\n    $reason: String\n    $note: String\n  ) {\n    reviewAffiliateApplication(\n      id: $id\n      approve: $approve\n      commissionRatePercent: $commissionRatePercent\n      reason: $reason\n      note: $note\n    ) {\n      ...Affiliates_Fields\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliates_List($status: AffiliateApplicationStatus, $first: Int, $after: String) {\n    affiliateApplications(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Affiliates_Fields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Affiliates_Statement on AffiliateStatement {\n    affiliateId\n    name\n    referralCode\n    commissionRatePercent\n    earnedUsd\n    paidUsd\n    unpaidUsd\n    commissions {\n      bookingId\n      bookingNumber\n      reference\n      route\n      bookingStatus\n      priceUsd\n      commissionUsd\n      paidAt\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_StatementFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliates_Mine {\n    myAffiliate {\n      referralCode\n      commissionRatePercent\n      referrals {\n        kind\n        reference\n        route\n        travelDate\n        status\n        createdAt\n      }\n      statement {\n        ...Affiliates_Statement\n      }\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_MineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Affiliates_Statement($id: ID!) {\n    affiliateStatement(applicationId: $id) {\n      ...Affiliates_Statement\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_StatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_MarkPaid($bookingId: ID!) {\n    markAffiliateCommissionPaid(bookingId: $bookingId) {\n      ...Affiliates_Statement\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_MarkPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Affiliates_CancelBooking($id: ID!) {\n    changeBookingStatus(id: $id, status: CANCELLED) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Affiliates_CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agreement_Terms($locale: String) {\n    charterTerms(locale: $locale) {\n      version\n      locale\n      title\n      summary\n      sections {\n        heading\n        body\n      }\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n"): typeof import('./graphql.js').Agreement_TermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementFields on Booking {\n    id\n    agreement {\n      termsVersion\n      termsLocale\n      acceptedAt\n      operatorConditions\n      quoteValidUntil\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n      acceptedBy {\n        id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.js').AgreementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agreement_MyBookings {\n    myBookings {\n      edges {\n        node {\n          ...AgreementFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Agreement_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agreement_StaffBookings($search: String) {\n    bookings(filter: { search: $search }) {\n      edges {\n        node {\n          number\n          ...AgreementFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Agreement_StaffBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Agreement_UpdateSchedule($tiers: [CancellationTierInput!]!) {\n    updatePricing(input: { cancellationSchedule: $tiers }) {\n      cancellationSchedule {\n        daysBefore\n        percent\n      }\n    }\n  }\n"): typeof import('./graphql.js').Agreement_UpdateScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AirportSearch_Find($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      name\n      city\n      countryCode\n      suitsBusinessJets\n    }\n  }\n"): typeof import('./graphql.js').AirportSearch_FindDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Airports_Search($search: String!, $first: Int) {\n    airports(search: $search, first: $first) {\n      code\n      iata\n      icao\n      name\n      city\n      country\n      countryCode\n      latitude\n      longitude\n      timeZone\n      suitsBusinessJets\n    }\n  }\n"): typeof import('./graphql.js').Airports_SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics_Overview($range: DateRangeInput!) {\n    analytics(range: $range) {\n      from\n      to\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      revenueByMonth {\n        month\n        bookings\n        revenueUsd\n      }\n      quoteRequestsByMonth {\n        month\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n"): typeof import('./graphql.js').Analytics_OverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics_Breakdowns($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n      leadsBySource {\n        source\n        count\n      }\n      leadsByMonth {\n        month\n        bySource {\n          source\n          count\n        }\n      }\n      bookingsByCategory {\n        category\n        bookings\n        revenueUsd\n      }\n      firstContact {\n        medianHours\n        contacted\n        notContacted\n      }\n      affiliates {\n        referralCode\n        name\n        leads\n        bookings\n        revenueUsd\n      }\n    }\n  }\n"): typeof import('./graphql.js').Analytics_BreakdownsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Analytics_Contact($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n    }\n  }\n"): typeof import('./graphql.js').Analytics_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthAdmin_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').AuthAdmin_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthAdmin_InviteStaff($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').AuthAdmin_InviteStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthInvitation_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').AuthInvitation_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_MyBookings {\n    myBookings {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Autoconfirm_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_Invite($email: String!, $role: Role!) {\n    inviteStaff(email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Autoconfirm_SetRole($id: ID!, $role: Role!) {\n    setUserRole(userId: $id, role: $role) {\n      role\n    }\n  }\n"): typeof import('./graphql.js').Autoconfirm_SetRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bookings_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').Bookings_ChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_Mine($first: Int, $after: String) {\n    myBookings(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...BookingFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_MineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_All($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          status\n          departAt\n          customer {\n            email\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_AllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_LeadStats {\n    leadStats {\n      dealsWon\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n"): typeof import('./graphql.js').Bookings_LeadStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_Desk($filter: BookingFilter, $orderBy: BookingOrder, $first: Int, $after: String) {\n    bookings(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          number\n          priceUsd\n          paymentStatus\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_DeskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bookings_ChangePayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n"): typeof import('./graphql.js').Bookings_ChangePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      edges {\n        node {\n          status\n          estimatedValueUsd\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Bookings_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings_RequestLead($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n"): typeof import('./graphql.js').Bookings_RequestLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCache_Public {\n    featuredOffers {\n      id\n      from\n      priceUsd\n      validUntil\n    }\n    programs {\n      code\n      fromPriceUsd\n      mostPopular\n    }\n    aircraftCategories {\n      category\n      hourlyRateUsd\n    }\n  }\n"): typeof import('./graphql.js').CatalogueCache_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCache_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').CatalogueCache_UpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCache_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n"): typeof import('./graphql.js').CatalogueCache_PricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogue_Categories {\n    aircraftCategories {\n      category\n      exampleAircraft\n      seats\n      rangeNm\n      cruiseKt\n      hourlyRateUsd\n      dailyMinimumHours\n    }\n  }\n"): typeof import('./graphql.js').Catalogue_CategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogue_Programs {\n    programs {\n      code\n      name\n      summary\n      priceUnit\n      fromPriceUsd\n      mostPopular\n      features {\n        key\n        label\n      }\n    }\n  }\n"): typeof import('./graphql.js').Catalogue_ProgramsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company_Read {\n    companySettings {\n      legalName\n      registeredAddress\n      companyNumber\n      phone\n      email\n      desks {\n        name\n        region\n        phone\n        email\n        hours\n      }\n      leadership {\n        name\n        role\n        bio\n      }\n      figures {\n        foundedYear\n        fleetAccess\n        flightsArranged\n        clientSatisfactionPercent\n      }\n      certifications\n      insurance {\n        cover\n        limitUsd\n      }\n    }\n  }\n"): typeof import('./graphql.js').Company_ReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Company_Update($input: CompanySettingsInput!) {\n    updateCompanySettings(input: $input) {\n      phone\n      leadership {\n        name\n        role\n      }\n    }\n  }\n"): typeof import('./graphql.js').Company_UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company_LegalPage($kind: LegalPageKind!, $locale: String) {\n    legalPage(kind: $kind, locale: $locale) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n"): typeof import('./graphql.js').Company_LegalPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company_LegalVersions($kind: LegalPageKind!) {\n    legalPageVersions(kind: $kind) {\n      locale\n      version\n    }\n  }\n"): typeof import('./graphql.js').Company_LegalVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Company_Publish($input: PublishLegalPageInput!) {\n    publishLegalPage(input: $input) {\n      kind\n      locale\n      version\n      body\n    }\n  }\n"): typeof import('./graphql.js').Company_PublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query Company_TermsVersion {\n          charterTerms {\n            version\n          }\n        }\n      "): typeof import('./graphql.js').Company_TermsVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Contact_Submit($input: ContactMessageInput!, $key: String) {\n    submitContactMessage(input: $input, idempotencyKey: $key) {\n      reference\n      receivedAt\n    }\n  }\n"): typeof import('./graphql.js').Contact_SubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contact_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          source\n          status\n          company\n          phone\n          activity {\n            kind\n            body\n            actor {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Contact_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Conversations_Send($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      quoteRequestId\n      fromStaff\n      mine\n      body\n      sentAt\n    }\n  }\n"): typeof import('./graphql.js').Conversations_SendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations_Thread($id: ID!) {\n    conversation(quoteRequestId: $id) {\n      quoteRequestId\n      unreadCount\n      messages {\n        body\n        fromStaff\n        mine\n      }\n    }\n  }\n"): typeof import('./graphql.js').Conversations_ThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Conversations_MarkRead($id: ID!) {\n    markConversationRead(quoteRequestId: $id) {\n      id\n      unreadMessages\n    }\n  }\n"): typeof import('./graphql.js').Conversations_MarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Conversations_MarkQuotesSeen($id: ID!) {\n    markQuotesSeen(quoteRequestId: $id) {\n      id\n      newQuotes\n    }\n  }\n"): typeof import('./graphql.js').Conversations_MarkQuotesSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations_MyCounts {\n    myUnreadMessages\n    myQuoteRequests {\n      edges {\n        node {\n          id\n          unreadMessages\n          newQuotes\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Conversations_MyCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations_LeadCount($id: ID!) {\n    lead(id: $id) {\n      unreadMessages\n      quoteRequests {\n        id\n        unreadMessages\n      }\n    }\n  }\n"): typeof import('./graphql.js').Conversations_LeadCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Conversations_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n"): typeof import('./graphql.js').Conversations_DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations_LeadOf($id: ID!) {\n    quoteRequest(id: $id) {\n      leadId\n    }\n  }\n"): typeof import('./graphql.js').Conversations_LeadOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Conversations_ThreadLive($id: ID) {\n    conversationMessages(quoteRequestId: $id) {\n      body\n      fromStaff\n      quoteRequest {\n        id\n        unreadMessages\n      }\n    }\n  }\n"): typeof import('./graphql.js').Conversations_ThreadLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseRoles_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').DatabaseRoles_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatabaseRoles_Programs {\n    programs {\n      code\n    }\n  }\n"): typeof import('./graphql.js').DatabaseRoles_ProgramsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmptyLegs_Fields on EmptyLeg {\n    id\n    status\n    from {\n      code\n      city\n      timeZone\n    }\n    to {\n      code\n      city\n    }\n    earliestLocal\n    latestLocal\n    earliestAt\n    latestAt\n    aircraftType\n    category\n    seats\n    priceUsd\n    fromBooking\n    publishedAt\n  }\n"): typeof import('./graphql.js').EmptyLegs_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptyLegs_Live($filter: EmptyLegFilter) {\n    emptyLegs(filter: $filter) {\n      ...EmptyLegs_Fields\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_LiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptyLegs_All {\n    allEmptyLegs {\n      ...EmptyLegs_Fields\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_AllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyLegs_Save($input: EmptyLegInput!) {\n    saveEmptyLeg(input: $input) {\n      ...EmptyLegs_Fields\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_SaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyLegs_Publish($id: ID!) {\n    publishEmptyLeg(id: $id) {\n      ...EmptyLegs_Fields\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_PublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyLegs_Withdraw($id: ID!) {\n    withdrawEmptyLeg(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_WithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyLegs_Alert($input: RouteAlertInput!) {\n    createRouteAlert(input: $input) {\n      email\n    }\n  }\n"): typeof import('./graphql.js').EmptyLegs_AlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Estimate_Charter($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n      disclaimer\n      options {\n        category\n        lowUsd\n        highUsd\n        flightMinutes\n        billableHours\n        fuelStop\n        excludedReason\n        legs {\n          from\n          to\n          distanceNm\n          flightMinutes\n          fuelStop\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Estimate_CharterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Assign($id: ID!, $userId: ID) {\n    assignLead(id: $id, userId: $userId) {\n      id\n      assignee {\n        id\n        email\n        name\n      }\n      activity {\n        kind\n        body\n        actor {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_AssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_Lead($id: ID!) {\n    lead(id: $id) {\n      id\n      status\n      score\n      stale\n      scoreBreakdown {\n        factor\n        points\n        maxPoints\n      }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_StaffMembers {\n    staffMembers {\n      id\n      email\n      name\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_StaffMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      staleLeadDays\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_UpdatePricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadDetail_StaleLeadDays {\n    pricing {\n      staleLeadDays\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_StaleLeadDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Note($id: ID!) {\n    addLeadNote(id: $id, body: \"Called, no answer.\") {\n      id\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_NoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDetail_Lose($id: ID!) {\n    changeLeadStatus(id: $id, status: LOST) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_LoseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeadDetail_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        id\n        assignee {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_LeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeadDetail_Viewers($leadId: ID!) {\n    leadViewers(leadId: $leadId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.js').LeadDetail_ViewersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadPipeline_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n"): typeof import('./graphql.js').LeadPipeline_StatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadPipeline_Move($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').LeadPipeline_MoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Leads_LeadFields on Lead {\n    id\n    contactName\n    company\n    email\n    phone\n    source\n    score\n    status\n    estimatedValueUsd\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql.js').Leads_LeadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Page($filter: LeadFilter, $orderBy: LeadOrder, $first: Int, $after: String) {\n    leads(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Leads_LeadFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Lead($id: ID!) {\n    lead(id: $id) {\n      ...Leads_LeadFields\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          id\n          email\n        }\n        quoteRequestId\n      }\n      quoteRequests {\n        id\n        reference\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Leads_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {\n    changeLeadStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      activity {\n        kind\n        body\n        fromStatus\n        toStatus\n        actor {\n          email\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_ChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Leads_AddNote($id: ID!, $body: String!) {\n    addLeadNote(id: $id, body: $body) {\n      id\n      updatedAt\n      activity {\n        kind\n        body\n        actor {\n          email\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_AddNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Stats($range: DateRangeInput) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n      dealsLost\n      totalRevenueUsd\n      averageDealSizeUsd\n      conversionRate\n    }\n  }\n"): typeof import('./graphql.js').Leads_StatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leads_Nested($first: Int, $search: String) {\n    leads(first: $first, filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          contactName\n          assignee {\n            email\n          }\n          activity {\n            id\n            kind\n            body\n            actor {\n              email\n            }\n          }\n          latestActivity {\n            id\n            kind\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            reference\n            status\n            legs {\n              from\n              to\n              departAt\n              fromAirport {\n                code\n                latitude\n              }\n              toAirport {\n                code\n                name\n                timeZone\n              }\n            }\n            quotes {\n              priceUsd\n              staffNote\n              quoteRequest {\n                reference\n              }\n            }\n            booking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Leads_NestedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Enum($name: String!) {\n    __type(name: $name) {\n      enumValues {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_EnumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Lead($id: ID!) {\n    lead(id: $id) {\n      status\n      allowedStatuses\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MoveLead($id: ID!, $status: LeadStatus!) {\n    changeLeadStatus(id: $id, status: $status) {\n      status\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MoveLeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Bookings {\n    bookings(first: 100) {\n      edges {\n        node {\n          id\n          status\n          paymentStatus\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_BookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_MyBookings {\n    myBookings(first: 100) {\n      edges {\n        node {\n          id\n          allowedStatuses\n          allowedPaymentStatuses\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MoveBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MoveBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_MovePayment($id: ID!, $status: PaymentStatus!) {\n    changePaymentStatus(id: $id, paymentStatus: $status) {\n      paymentStatus\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_MovePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedMoves_Pricing {\n    pricing {\n      categories {\n        category\n      }\n      programs {\n        code\n        priceUnit\n      }\n      limits {\n        field\n        min\n        max\n      }\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_PricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedMoves_UpdatePricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      updatedAt\n    }\n  }\n"): typeof import('./graphql.js').OfferedMoves_UpdatePricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OffersAdmin_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n      from\n      to\n      fromIata\n      toIata\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      featured\n      sortOrder\n      validUntil\n    }\n  }\n"): typeof import('./graphql.js').OffersAdmin_UpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OffersAdmin_Featured {\n    featuredOffers {\n      id\n      from\n      sortOrder\n    }\n  }\n"): typeof import('./graphql.js').OffersAdmin_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Offers_Featured {\n    featuredOffers {\n      id\n      from\n      to\n      category\n      discountPercent\n      priceUsd\n      originalPriceUsd\n      fromIata\n      toIata\n      validUntil\n    }\n  }\n"): typeof import('./graphql.js').Offers_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OperatorsTest_Operator on Operator {\n    id\n    name\n    aocNumber\n    aocExpiresOn\n    country\n    insuranceExpiresOn\n    audits {\n      scheme\n      rating\n      expiresOn\n      expired\n    }\n    contacts {\n      name\n      email\n      phone\n      language\n    }\n    notes\n    demo\n    quotable\n    warnings {\n      kind\n      document\n      expiresOn\n      daysLeft\n    }\n    fleetSize\n    viewerCanEdit\n  }\n"): typeof import('./graphql.js').OperatorsTest_OperatorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_Create($input: OperatorInput!) {\n    createOperator(input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_CreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_Update($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      ...OperatorsTest_Operator\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorsTest_One($id: ID!) {\n    operator(id: $id) {\n      ...OperatorsTest_Operator\n      aircraft {\n        id\n        registration\n        seats\n        category\n        yearOfManufacture\n        yearOfRefurbishment\n        baseAirportCode\n        wifi\n        lavatory\n        petsAllowed\n      }\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_OneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorsTest_List($filter: OperatorFilter, $first: Int, $after: String) {\n    operators(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          quotable\n          fleetSize\n          aircraft {\n            registration\n            operator {\n              id\n            }\n            baseAirport {\n              code\n              city\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_ListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n      category\n      baseAirportCode\n      baseAirport {\n        code\n        name\n      }\n      operator {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_AddAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_UpdateAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_RemoveAircraft($id: ID!) {\n    removeAircraft(id: $id) {\n      id\n      fleetSize\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_RemoveAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorsTest_Import($operatorId: ID!, $csv: String!) {\n    importFleet(operatorId: $operatorId, csv: $csv) {\n      rows\n      created\n      updated\n      unchanged\n      ignoredColumns\n      rejected {\n        row\n        registration\n        problems {\n          field\n          code\n          min\n          max\n        }\n      }\n      operator {\n        id\n        fleetSize\n        aircraft {\n          id\n          registration\n          seats\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_ImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorsTest_Suitable(\n    $nearAirport: String!\n    $category: AircraftCategory\n    $minSeats: Int\n    $maxDistanceNm: Int\n    $first: Int\n  ) {\n    suitableAircraft(\n      nearAirport: $nearAirport\n      category: $category\n      minSeats: $minSeats\n      maxDistanceNm: $maxDistanceNm\n      first: $first\n    ) {\n      distanceNm\n      aircraft {\n        registration\n        seats\n        operator {\n          quotable\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').OperatorsTest_SuitableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passengers_Manifest($bookingId: ID!) {\n    bookingManifest(bookingId: $bookingId) {\n      bookingId\n      deadline\n      complete\n      erasedAt\n      legs {\n        position\n        from\n        to\n        seats\n        named\n        unnamedSeats\n        incompletePassengers\n        missingFields\n      }\n      passengers {\n        id\n        legs\n        enteredBy\n        pending\n        masked\n        fullName\n        dateOfBirth\n        birthYear\n        nationality\n        passportNumber\n        passportExpiry\n        missing\n        link {\n          email\n          usedAt\n          expired\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_ManifestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Add($bookingId: ID!, $input: NewPassengerInput!) {\n    addPassenger(bookingId: $bookingId, input: $input) {\n      id\n      legs\n      fullName\n      passportNumber\n      missing\n    }\n  }\n"): typeof import('./graphql.js').Passengers_AddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Update($id: ID!, $input: PassengerChangeInput!) {\n    updatePassenger(id: $id, input: $input) {\n      id\n      legs\n      passportNumber\n      missing\n    }\n  }\n"): typeof import('./graphql.js').Passengers_UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Remove($id: ID!) {\n    removePassenger(id: $id)\n  }\n"): typeof import('./graphql.js').Passengers_RemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Invite($input: PassengerInviteInput!) {\n    invitePassenger(input: $input) {\n      id\n      pending\n      missing\n      link {\n        email\n        expired\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passengers_Invitation($token: String!) {\n    passengerInvitation(token: $token) {\n      route\n      bookerName\n      legs {\n        from\n        to\n        departAt\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_InvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Submit($token: String!, $input: PassengerDetailsInput!) {\n    submitPassengerDetails(token: $token, input: $input)\n  }\n"): typeof import('./graphql.js').Passengers_SubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passengers_Saved {\n    mySavedPassengers {\n      id\n      fullName\n      passportNumber\n      missing\n    }\n  }\n"): typeof import('./graphql.js').Passengers_SavedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Save($input: PassengerDetailsInput!) {\n    savePassenger(input: $input) {\n      id\n      fullName\n    }\n  }\n"): typeof import('./graphql.js').Passengers_SaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_Deadline($bookingId: ID!, $deadline: DateTimeISO) {\n    setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {\n      deadline\n      complete\n    }\n  }\n"): typeof import('./graphql.js').Passengers_DeadlineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passengers_MyBookings {\n    myBookings(first: 20) {\n      edges {\n        node {\n          id\n          manifest {\n            complete\n            deadline\n            legs {\n              position\n              unnamedSeats\n              incompletePassengers\n              missingFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Passengers_DeleteAccount($email: String!) {\n    deleteMyAccount(confirmEmail: $email)\n  }\n"): typeof import('./graphql.js').Passengers_DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passengers_Audit {\n    auditLog(subjects: [PASSENGERS], first: 100) {\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Passengers_AuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    allowedStatuses\n    currency\n    exchangeRate\n    price\n    amountPaid\n    amountDue\n    amountOutstanding\n    paymentReference\n    paymentInstructions\n    paymentSchedule {\n      kind\n      currency\n      amount\n      dueAt\n      covered\n      outstanding\n      state\n    }\n    payments {\n      kind\n      amount\n      currency\n      receivedOn\n      method\n      reference\n      note\n      recordedBy {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.js').PaymentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payments_RequestBooking($id: ID!) {\n    quoteRequest(id: $id) {\n      booking {\n        ...PaymentFields\n      }\n    }\n  }\n"): typeof import('./graphql.js').Payments_RequestBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Payments_SetInstructions($input: [PaymentInstructionInput!]!) {\n    updatePaymentInstructions(input: $input) {\n      currency\n      instructions\n    }\n  }\n"): typeof import('./graphql.js').Payments_SetInstructionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Payments_ChangeStatus($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      status\n    }\n  }\n"): typeof import('./graphql.js').Payments_ChangeStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Payments_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      booking {\n        paymentStatus\n        amountPaid\n      }\n    }\n  }\n"): typeof import('./graphql.js').Payments_MyUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pricing_Settings {\n    pricing {\n      routingFactorPercent\n      taxiMinutes\n      rangePercent\n      fuelStopRangePercent\n      updatedAt\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n"): typeof import('./graphql.js').Pricing_SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Pricing_Update($input: PricingInput!) {\n    updatePricing(input: $input) {\n      taxiMinutes\n      categories {\n        category\n        hourlyRateUsd\n        seats\n        dailyMinimumHours\n        exampleAircraft\n      }\n      programs {\n        code\n        fromPriceUsd\n        mostPopular\n      }\n    }\n  }\n"): typeof import('./graphql.js').Pricing_UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pricing_Public {\n    aircraftCategories {\n      hourlyRateUsd\n    }\n    programs {\n      fromPriceUsd\n    }\n  }\n"): typeof import('./graphql.js').Pricing_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPages_Upsert($input: FlightOfferInput!) {\n    upsertFlightOffer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').PublicPages_UpsertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_CreateOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_AddAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {\n    updateAircraft(id: $id, input: $input) {\n      id\n      seats\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_UpdateAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_SendRfq($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      id\n      operator {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_SendRfqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_AnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_Pricing($input: PricingInput!) {\n    updatePricing(input: $input) {\n      marginDefaultPercent\n      marginMinimumUsd\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_PricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteMargins_Quote on Quote {\n    id\n    priceUsd\n    aircraft\n    operator\n    terms\n    validUntil\n    rfqId\n    operatorPriceUsd\n    marginUsd\n    priceAgainstEstimate\n    operatorAudits\n    aircraftDetails {\n      typeName\n      registration\n      category\n      yearOfManufacture\n      yearOfRefurbishment\n      seats\n      wifi\n      lavatory\n      petsAllowed\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_QuoteFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteMargins_SendQuotes($quoteRequestId: ID!, $options: [RfqQuoteOptionInput!]!) {\n    sendRfqQuotes(quoteRequestId: $quoteRequestId, options: $options) {\n      ...QuoteMargins_Quote\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_SendQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteMargins_Request($id: ID!) {\n    quoteRequest(id: $id) {\n      status\n      estimate {\n        lowUsd\n        highUsd\n      }\n      quotes {\n        ...QuoteMargins_Quote\n      }\n    }\n  }\n"): typeof import('./graphql.js').QuoteMargins_RequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_MyRequests($first: Int, $after: String) {\n    myQuoteRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...QuoteRequestFields\n          quotes {\n            id\n            status\n            priceUsd\n            aircraft\n            operator\n            expired\n            note\n            staffNote\n            terms\n          }\n          booking {\n            number\n            confirmationCode\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_OneRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      reference\n      status\n      quotes {\n        id\n        status\n        staffNote\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_OneRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes_LeadByEmail($search: String!) {\n    leads(filter: { search: $search }) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          status\n          source\n          score\n          estimatedValueUsd\n          contactName\n          company\n          activity {\n            kind\n            body\n            fromStatus\n            toStatus\n            actor {\n              email\n            }\n          }\n          quoteRequests {\n            id\n            reference\n            status\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_LeadByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Quotes_Replay($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      id\n      reference\n      status\n      createdAt\n      updatedAt\n      quotes {\n        id\n        priceUsd\n      }\n      booking {\n        confirmationCode\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_ReplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Quotes_Cancel($id: ID!) {\n    cancelQuoteRequest(id: $id) {\n      id\n      status\n      quotes {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.js').Quotes_CancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadReplica_Analytics($range: DateRangeInput!) {\n    analytics(range: $range) {\n      totalLeads\n    }\n  }\n"): typeof import('./graphql.js').ReadReplica_AnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadReplica_Leads($search: String) {\n    leads(filter: { search: $search }) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').ReadReplica_LeadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RfqTest_CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_CreateOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RfqTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {\n    addAircraft(operatorId: $operatorId, input: $input) {\n      id\n      registration\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_AddAircraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfqTest_Suggestions($quoteRequestId: ID!) {\n    rfqSuggestions(quoteRequestId: $quoteRequestId) {\n      nearestNm\n      operator {\n        id\n        quotable\n        contacts {\n          email\n          language\n        }\n      }\n      aircraft {\n        distanceNm\n        aircraft {\n          id\n          registration\n          seats\n          yearOfManufacture\n          category\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_SuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RfqTest_Rfq on Rfq {\n    id\n    status\n    contactEmail\n    contactLanguage\n    expired\n    operator {\n      id\n      name\n    }\n    answer {\n      price\n      currency\n      priceUsd\n      validUntil\n      conditions\n      declineReason\n      aircraft {\n        registration\n        seats\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_RfqFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RfqTest_Send($quoteRequestId: ID!, $recipients: [RfqRecipientInput!]!) {\n    sendRfq(quoteRequestId: $quoteRequestId, recipients: $recipients) {\n      ...RfqTest_Rfq\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_SendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfqTest_List($quoteRequestId: ID!) {\n    rfqs(quoteRequestId: $quoteRequestId) {\n      ...RfqTest_Rfq\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_ListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfqTest_Lead($id: ID!) {\n    lead(id: $id) {\n      quoteRequests {\n        id\n        rfqs {\n          ...RfqTest_Rfq\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_LeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfqTest_MyRequest($id: ID!) {\n    quoteRequest(id: $id) {\n      id\n      rfqs {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_MyRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfqTest_Invitation($token: String!) {\n    rfqInvitation(token: $token) {\n      id\n      operatorName\n      contactName\n      status\n      expiresAt\n      trip {\n        reference\n        tripType\n        passengers\n        category\n        pets\n        luggage\n        legs {\n          from\n          to\n          departAt\n          fromAirport {\n            code\n            name\n            city\n          }\n          toAirport {\n            code\n          }\n        }\n      }\n      fleet {\n        id\n        registration\n        typeName\n        seats\n      }\n      answer {\n        price\n        currency\n        priceUsd\n        declineReason\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_InvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RfqTest_Answer($token: String!, $rfqId: ID!, $input: RfqQuoteInput!) {\n    answerRfq(token: $token, rfqId: $rfqId, input: $input) {\n      id\n      status\n      answer {\n        price\n        currency\n        priceUsd\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_AnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RfqTest_Decline($token: String!, $rfqId: ID!, $reason: String!) {\n    declineRfq(token: $token, rfqId: $rfqId, reason: $reason) {\n      id\n      status\n      answer {\n        declineReason\n      }\n    }\n  }\n"): typeof import('./graphql.js').RfqTest_DeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sandbox_Featured {\n    featuredOffers {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Sandbox_FeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Seed_Figures($range: DateRangeInput!) {\n    leadStats(range: $range) {\n      totalLeads\n      newLeads\n      contacted\n      qualified\n      dealsWon\n    }\n    analytics(range: $range) {\n      totalLeads\n      conversionRate\n      bookings\n      revenueUsd\n      averageDealSizeUsd\n      leadsBySource {\n        source\n        count\n      }\n      leadsByStatus {\n        status\n        count\n      }\n      topRoutes {\n        from\n        to\n        count\n      }\n    }\n  }\n"): typeof import('./graphql.js').Seed_FiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Seed_Operators {\n    operators(first: 100) {\n      edges {\n        node {\n          name\n          demo\n          quotable\n          fleetSize\n          warnings {\n            kind\n            document\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Seed_OperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedRules_Estimate($input: EstimateInput!) {\n    estimateCharter(input: $input) {\n      currency\n    }\n  }\n"): typeof import('./graphql.js').SharedRules_EstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedRules_Contact($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) {\n      reference\n    }\n  }\n"): typeof import('./graphql.js').SharedRules_ContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedRules_Affiliate($input: AffiliateApplicationInput!) {\n    applyForAffiliate(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').SharedRules_AffiliateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPreferences_Read {\n    myStaffPreferences {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n        status\n        source\n        orderField\n        orderDirection\n      }\n    }\n  }\n"): typeof import('./graphql.js').StaffPreferences_ReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffPreferences_Save($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n      leadBoard {\n        layout\n        search\n      }\n    }\n  }\n"): typeof import('./graphql.js').StaffPreferences_SaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSearch_Find($text: String!, $first: Int) {\n    staffSearch(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n      leadId\n    }\n  }\n"): typeof import('./graphql.js').StaffSearch_FindDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsAuth_Demote($id: ID!) {\n    setUserRole(userId: $id, role: CUSTOMER) {\n      role\n    }\n  }\n"): typeof import('./graphql.js').SubscriptionsAuth_DemoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_LeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        status\n        score\n      }\n      stats {\n        totalLeads\n        newLeads\n        contacted\n      }\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_LeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_SharedLeadEvents {\n    leadEvents {\n      type\n      lead {\n        email\n        stale\n      }\n      stats {\n        totalLeads\n      }\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_SharedLeadEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_LeadEventTypes {\n    leadEvents {\n      type\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_LeadEventTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdatesWithQuotes {\n    myQuoteRequestUpdated {\n      id\n      status\n      quotes {\n        priceUsd\n      }\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdatesWithQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdateIds {\n    myQuoteRequestUpdated {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdateIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Subscriptions_MyUpdates {\n    myQuoteRequestUpdated {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscriptions_MyRequests {\n    myQuoteRequests {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.js').Subscriptions_MyRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Testimonials_Fields on Testimonial {\n    id\n    authorName\n    rating\n    text\n    locale\n    status\n    featured\n    createdAt\n    reviewedAt\n    author {\n      id\n      email\n    }\n    reviewer {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_Submit($input: TestimonialInput!) {\n    submitTestimonial(input: $input) {\n      ...Testimonials_Fields\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_SubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {\n    reviewTestimonial(id: $id, status: $status, featured: $featured) {\n      ...Testimonials_Fields\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_ReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_Public($first: Int, $locale: String) {\n    testimonials(first: $first, locale: $locale) {\n      ...Testimonials_Fields\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_PublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_ForReview($status: TestimonialStatus, $first: Int, $after: String) {\n    testimonialsForReview(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Testimonials_Fields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_ForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Testimonials_ChangeBooking($id: ID!, $status: BookingStatus!) {\n    changeBookingStatus(id: $id, status: $status) {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_ChangeBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_Mine {\n    myTestimonials {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          bookingId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_MineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials_PublicBookings {\n    testimonials(first: 50) {\n      id\n      bookingId\n    }\n  }\n"): typeof import('./graphql.js').Testimonials_PublicBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripMail_SavePreferences($input: StaffPreferencesInput!) {\n    saveStaffPreferences(input: $input) {\n      newLeadMail\n    }\n  }\n"): typeof import('./graphql.js').TripMail_SavePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TripMail_Confirm($id: ID!) {\n    changeBookingStatus(id: $id, status: CONFIRMED) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.js').TripMail_ConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersAdmin_User on User {\n    id\n    email\n    role\n    disabled\n    activeSessions\n    emailConfirmed\n    factors {\n      type\n      status\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_UserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_Disable($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $id, disabled: $disabled) {\n      ...UsersAdmin_User\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_DisableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_EndSessions($id: ID!) {\n    endUserSessions(userId: $id) {\n      ...UsersAdmin_User\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_EndSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_Invite($email: String!, $role: Role!, $name: String, $locale: String) {\n    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {\n      ...UsersAdmin_User\n      name\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersAdmin_Audit($subjects: [AuditSubject!], $first: Int, $after: String) {\n    auditLog(subjects: $subjects, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          action\n          entity\n          entityId\n          actor {\n            id\n          }\n          changes {\n            field\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_AuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersAdmin_Viewer {\n    viewer {\n      id\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersAdmin_TaxiMinutes {\n    updatePricing(input: { taxiMinutes: 17 }) {\n      taxiMinutes\n    }\n  }\n"): typeof import('./graphql.js').UsersAdmin_TaxiMinutesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Users_Fields on User {\n    id\n    email\n    name\n    role\n    emailConfirmed\n    createdAt\n    lastSignInAt\n    mfaEnabled\n  }\n"): typeof import('./graphql.js').Users_FieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {\n    users(search: $search, role: $role, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...Users_Fields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Users_PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Users_SetRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...Users_Fields\n    }\n  }\n"): typeof import('./graphql.js').Users_SetRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users_LeadStats {\n    leadStats {\n      totalLeads\n    }\n  }\n"): typeof import('./graphql.js').Users_LeadStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteRequestFields on QuoteRequest {\n    id\n    reference\n    status\n    tripType\n    passengers\n    category\n    pets\n    luggage\n    catering\n    notes\n    programInterest\n    referralCode\n    createdAt\n    contact {\n      name\n      email\n      phone\n      company\n    }\n    legs {\n      from\n      to\n      departAt\n      departsAtUtc\n    }\n    estimate {\n      category\n      lowUsd\n      highUsd\n      flightMinutes\n    }\n  }\n"): typeof import('./graphql.js').QuoteRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    number\n    status\n    paymentStatus\n    departAt\n    departsAtUtc\n    route\n    passengers\n    aircraft\n    operator\n    priceUsd\n    currency\n    exchangeRate\n    price\n    amountOutstanding\n    confirmationCode\n    createdAt\n    customer {\n      id\n      email\n    }\n    quoteRequest {\n      id\n      reference\n      status\n    }\n  }\n"): typeof import('./graphql.js').BookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_SubmitQuoteRequest($input: QuoteRequestInput!, $key: String) {\n    submitQuoteRequest(input: $input, idempotencyKey: $key) {\n      ...QuoteRequestFields\n    }\n  }\n"): typeof import('./graphql.js').Charter_SubmitQuoteRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_SendQuote($id: ID!, $input: QuoteInput!) {\n    sendQuote(quoteRequestId: $id, input: $input) {\n      id\n      status\n      priceUsd\n      aircraft\n      operator\n      validUntil\n      expired\n      note\n      staffNote\n      quoteRequest {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.js').Charter_SendQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_AcceptQuote($id: ID!, $termsVersion: String = \"2026-11\", $currency: Currency) {\n    acceptQuote(quoteId: $id, termsVersion: $termsVersion, currency: $currency) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql.js').Charter_AcceptQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Charter_RecordPayment($id: ID!, $input: PaymentInput!) {\n    recordPayment(bookingId: $id, input: $input) {\n      id\n      paymentStatus\n      currency\n      price\n      amountPaid\n      amountOutstanding\n      amountDue\n    }\n  }\n"): typeof import('./graphql.js').Charter_RecordPaymentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
