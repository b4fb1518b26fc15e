// The pricing page's operations; codegen turns each into a typed hook.

export const adminPricingFields = /* GraphQL */ `
  fragment AdminPricingFields on PricingSettings {
    categories {
      category
      exampleAircraft
      seats
      rangeNm
      cruiseKt
      hourlyRateUsd
      dailyMinimumHours
    }
    programs {
      code
      priceUnit
      fromPriceUsd
      mostPopular
    }
    routingFactorPercent
    taxiMinutes
    rangePercent
    fuelStopRangePercent
    marginDefaultPercent
    marginMinimumUsd
    depositPercent
    depositDueDays
    balanceDueDays
    paymentReminderDays
    cancellationSchedule {
      daysBefore
      percent
    }
    limits {
      field
      min
      max
    }
    updatedAt
  }
`;

export const adminPricingQuery = /* GraphQL */ `
  query AdminPricing {
    pricing {
      ...AdminPricingFields
    }
  }
`;

export const updatePricingMutation = /* GraphQL */ `
  mutation AdminUpdatePricing($input: PricingInput!) {
    updatePricing(input: $input) {
      ...AdminPricingFields
    }
  }
`;

export const estimatePreviewQuery = /* GraphQL */ `
  query AdminEstimatePreview($input: EstimateInput!) {
    estimateCharter(input: $input) {
      options {
        category
        lowUsd
        highUsd
        billableHours
        flightMinutes
        fuelStop
        excludedReason
      }
    }
  }
`;
