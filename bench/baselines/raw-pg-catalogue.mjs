// Baseline for bench/public-content.mjs: the public catalogue the home, programmes and fleet pages
// ask for, read with the services' SQL through raw `pg` (a pool as large as the server's) in a bare
// node:http handler, answered as the same JSON. `node raw-pg-catalogue.mjs <port> <databaseUrl>`.
import { createServer } from "node:http";
import { Pool } from "pg";

const port = Number(process.argv[2]);
const pool = new Pool({ connectionString: process.argv[3], max: 10 });

const OFFERS = `SELECT id, from_place, from_iata, to_place, to_iata, category, discount_percent, price_usd_cents FROM flight_offer
  WHERE featured = true AND (valid_until IS NULL OR valid_until > $1) ORDER BY sort_order ASC, created_at ASC`;
const PROGRAMS = `SELECT code, name, summary, most_popular, from_price_usd_cents, price_unit, features FROM program ORDER BY sort_order ASC`;
const CATEGORIES = `SELECT category, seats, range_nm, cruise_kt, example_aircraft, hourly_rate_usd_cents FROM aircraft_category_setting ORDER BY sort_order ASC`;

const dollars = (cents) => Math.round(cents / 100);
const original = (price, discount) => (discount <= 0 ? price : Math.round((price * 100) / (100 - discount)));

async function catalogue() {
  const [offers, programs, categories] = await Promise.all([
    pool.query(OFFERS, [new Date()]),
    pool.query(PROGRAMS),
    pool.query(CATEGORIES),
  ]);
  return {
    data: {
      featuredOffers: offers.rows.map((r) => ({
        id: r.id,
        from: r.from_place,
        fromIata: r.from_iata,
        to: r.to_place,
        toIata: r.to_iata,
        category: r.category.toUpperCase(),
        discountPercent: r.discount_percent,
        priceUsd: dollars(r.price_usd_cents),
        originalPriceUsd: original(dollars(r.price_usd_cents), r.discount_percent),
      })),
      programs: programs.rows.map((r) => ({
        code: r.code,
        name: r.name,
        summary: r.summary,
        mostPopular: r.most_popular,
        fromPriceUsd: r.from_price_usd_cents === null ? null : dollars(r.from_price_usd_cents),
        priceUnit: r.price_unit.toUpperCase(),
        features: r.features.map(({ key, label }) => ({ key, label })),
      })),
      aircraftCategories: categories.rows.map((r) => ({
        category: r.category.toUpperCase(),
        seats: r.seats,
        rangeNm: r.range_nm,
        cruiseKt: r.cruise_kt,
        exampleAircraft: r.example_aircraft,
        hourlyRateUsd: dollars(r.hourly_rate_usd_cents),
      })),
    },
  };
}

createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    catalogue().then(
      (result) => {
        const body = JSON.stringify(result);
        res.writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        });
        res.end(body);
      },
      (error) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      },
    );
  });
}).listen(port, "127.0.0.1");
