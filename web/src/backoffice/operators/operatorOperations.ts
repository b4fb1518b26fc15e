// The back office's operator and fleet operations; codegen turns each into a typed hook.

export const adminOperatorSummaryFields = /* GraphQL */ `
  fragment AdminOperatorSummaryFields on Operator {
    id
    name
    aocNumber
    country
    demo
    quotable
    fleetSize
    warnings {
      kind
      document
      expiresOn
      daysLeft
    }
  }
`;

export const adminFleetAircraftFields = /* GraphQL */ `
  fragment AdminFleetAircraftFields on FleetAircraft {
    id
    registration
    typeName
    category
    yearOfManufacture
    yearOfRefurbishment
    seats
    baseAirportCode
    baseAirport {
      code
      name
      city
    }
    wifi
    lavatory
    petsAllowed
  }
`;

export const adminOperatorFields = /* GraphQL */ `
  fragment AdminOperatorFields on Operator {
    ...AdminOperatorSummaryFields
    aocExpiresOn
    insuranceExpiresOn
    notes
    viewerCanEdit
    audits {
      scheme
      rating
      expiresOn
      expired
    }
    contacts {
      name
      email
      phone
      language
    }
    aircraft {
      ...AdminFleetAircraftFields
    }
  }
`;

export const adminOperatorsQuery = /* GraphQL */ `
  query AdminOperators($filter: OperatorFilter, $after: String) {
    operators(filter: $filter, first: 25, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminOperatorSummaryFields
        }
      }
    }
    viewer {
      id
      role
    }
  }
`;

export const adminOperatorQuery = /* GraphQL */ `
  query AdminOperator($id: ID!) {
    operator(id: $id) {
      ...AdminOperatorFields
    }
  }
`;

export const createOperatorMutation = /* GraphQL */ `
  mutation AdminCreateOperator($input: OperatorInput!) {
    createOperator(input: $input) {
      ...AdminOperatorFields
    }
  }
`;

export const updateOperatorMutation = /* GraphQL */ `
  mutation AdminUpdateOperator($id: ID!, $input: OperatorInput!) {
    updateOperator(id: $id, input: $input) {
      ...AdminOperatorFields
    }
  }
`;

export const addAircraftMutation = /* GraphQL */ `
  mutation AdminAddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      ...AdminFleetAircraftFields
      operator {
        id
        fleetSize
        aircraft {
          id
        }
      }
    }
  }
`;

export const updateAircraftMutation = /* GraphQL */ `
  mutation AdminUpdateAircraft($id: ID!, $input: FleetAircraftInput!) {
    updateAircraft(id: $id, input: $input) {
      ...AdminFleetAircraftFields
    }
  }
`;

export const removeAircraftMutation = /* GraphQL */ `
  mutation AdminRemoveAircraft($id: ID!) {
    removeAircraft(id: $id) {
      id
      fleetSize
      aircraft {
        id
      }
    }
  }
`;

export const importFleetMutation = /* GraphQL */ `
  mutation AdminImportFleet($operatorId: ID!, $csv: String!) {
    importFleet(operatorId: $operatorId, csv: $csv) {
      rows
      created
      updated
      unchanged
      ignoredColumns
      rejected {
        row
        registration
        problems {
          field
          code
          min
          max
        }
      }
      operator {
        id
        fleetSize
        aircraft {
          ...AdminFleetAircraftFields
        }
      }
    }
  }
`;
