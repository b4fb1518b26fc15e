import type { MessageId } from "../../i18n/messages";

// Spec §2: major markets across five continents.
export const serviceAreas: readonly { continent: MessageId; markets: readonly MessageId[] }[] = [
  {
    continent: "areas.northAmerica",
    markets: ["city.newYork", "city.losAngeles", "city.miami", "city.toronto", "city.mexicoCity"],
  },
  { continent: "areas.europe", markets: ["city.london", "city.paris", "city.geneva", "city.nice", "city.milan"] },
  { continent: "areas.asia", markets: ["city.dubai", "city.singapore", "city.hongKong", "city.tokyo", "city.beijing"] },
  {
    continent: "areas.africa",
    markets: ["city.lagos", "city.johannesburg", "city.nairobi", "city.cairo", "city.marrakech"],
  },
  {
    continent: "areas.southAmerica",
    markets: ["city.saoPaulo", "city.buenosAires", "city.bogota", "city.lima", "city.santiago"],
  },
];
