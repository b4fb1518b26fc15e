// Read by graphql-codegen: the About page's figures, leadership, certifications and insurance,
// as admins keep them in the company settings.
export const aboutCompanyQuery = /* GraphQL */ `
  query AboutPage_Company {
    companySettings {
      figures {
        foundedYear
        fleetAccess
        flightsArranged
        clientSatisfactionPercent
      }
      leadership {
        name
        role
        bio
      }
      certifications
      insurance {
        cover
        limitUsd
      }
    }
  }
`;
