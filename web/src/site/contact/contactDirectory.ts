import type { MessageId } from "../../i18n/messages";

export interface RegionalDesk {
  region: MessageId;
  offices: readonly MessageId[];
  /** Null where the region is served by the 24/7 global line. */
  phone: { display: string; href: string } | null;
  hours: MessageId;
}

// Placeholder directory: the numbers sit in ranges reserved for fiction (NANP 555-01xx,
// Ofcom 020 7946 0xxx, ACMA 02 5550 xxxx). Replace with the real desks before launch.
export const regionalDesks: readonly RegionalDesk[] = [
  {
    region: "contact.region.americas",
    offices: ["city.newYork", "city.miami", "city.losAngeles"],
    phone: { display: "+1 (800) 555-0199", href: "tel:+18005550199" },
    hours: "contact.hours.247",
  },
  {
    region: "contact.region.europe",
    offices: ["city.london", "city.paris"],
    phone: { display: "+44 20 7946 0199", href: "tel:+442079460199" },
    hours: "contact.hours.247",
  },
  {
    region: "contact.region.middleEastAfrica",
    offices: ["city.dubai", "city.lagos"],
    phone: null,
    hours: "contact.hours.viaGlobal",
  },
  {
    region: "contact.region.asiaPacific",
    offices: ["city.singapore", "city.sydney"],
    phone: { display: "+61 2 5550 0199", href: "tel:+61255500199" },
    hours: "contact.hours.247",
  },
];
