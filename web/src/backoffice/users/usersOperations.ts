// The admin user list's operations; codegen turns each into a typed hook.

export const adminUserFields = /* GraphQL */ `
  fragment AdminUserFields on User {
    id
    email
    name
    role
    emailConfirmed
    createdAt
    lastSignInAt
    mfaEnabled
    disabled
    activeSessions
    factors {
      id
      type
      status
      friendlyName
      createdAt
    }
  }
`;

export const adminUsersQuery = /* GraphQL */ `
  query AdminUsers($search: String, $role: Role, $after: String) {
    users(search: $search, role: $role, first: 20, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          ...AdminUserFields
        }
      }
    }
    viewer {
      id
    }
  }
`;

export const setUserRoleMutation = /* GraphQL */ `
  mutation AdminSetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      ...AdminUserFields
    }
  }
`;

export const setUserDisabledMutation = /* GraphQL */ `
  mutation AdminSetUserDisabled($userId: ID!, $disabled: Boolean!) {
    setUserDisabled(userId: $userId, disabled: $disabled) {
      ...AdminUserFields
    }
  }
`;

export const endUserSessionsMutation = /* GraphQL */ `
  mutation AdminEndUserSessions($userId: ID!) {
    endUserSessions(userId: $userId) {
      ...AdminUserFields
    }
  }
`;

export const inviteStaffMutation = /* GraphQL */ `
  mutation AdminInviteStaff($email: String!, $role: Role!, $name: String, $locale: String) {
    inviteStaff(email: $email, role: $role, name: $name, locale: $locale) {
      ...AdminUserFields
    }
  }
`;
