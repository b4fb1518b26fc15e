export const staffSearchQuery = /* GraphQL */ `
  query BackOffice_StaffSearch($text: String!) {
    staffSearch(text: $text) {
      kind
      id
      title
      detail
      leadId
    }
  }
`;
