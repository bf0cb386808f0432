import { insertRows, one, run, type Db } from "../db.ts";
import { isoDateTime } from "../dates.ts";
import { searchText } from "../search-text.ts";
import {
  DEBTORS,
  PLANS,
  STREAMING_BANNERS,
  STREAMING_EXTRAS,
  STREAMING_PLANS,
  TICKET_CATEGORIES,
} from "./catalogue.ts";
import { seedDemoCustomers, seedDemoHistory } from "./customers.ts";
import { seedEquipment } from "./equipment.ts";
import { BOX_REACH_M, buildGeography } from "./geography.ts";
import { seedOutages } from "./outages.ts";
import { createRandom } from "./prng.ts";
import { seedDemoVisits } from "./visits.ts";
import { DEPARTMENT, PROVINCE } from "./region.ts";

const SEED = 20_260_301;

/** Seeds a fresh database once; a database that was seeded before keeps its data. */
export async function seedIfEmpty(db: Db, now: Date) {
  if (await one(db, "SELECT value FROM meta WHERE key = 'seeded_at'")) return false;
  await seedCatalogue(db);
  const geography = buildGeography(createRandom(SEED));
  await insertRows(
    db,
    "localities",
    ["id", "name", "province", "department", "postcode", "lat", "lng", "coverage"],
    geography.map(({ id, seed, ring }) => [
      id,
      seed.name,
      PROVINCE,
      DEPARTMENT,
      seed.postcode,
      seed.lat,
      seed.lng,
      JSON.stringify({ type: "Polygon", coordinates: [ring] }),
    ]),
  );
  await insertRows(
    db,
    "boxes",
    ["locality_id", "code", "lat", "lng", "reach_m"],
    geography.flatMap(({ id, boxes }) =>
      boxes.map((box, index) => [
        id,
        `NAP-${String(id).padStart(2, "0")}-${String(index + 1).padStart(4, "0")}`,
        box.lat,
        box.lng,
        BOX_REACH_M,
      ]),
    ),
  );
  let streetId = 0;
  await insertRows(
    db,
    "streets",
    [
      "id",
      "osm_id",
      "locality_id",
      "name",
      "search_name",
      "from_number",
      "to_number",
      "start_lat",
      "start_lng",
      "end_lat",
      "end_lng",
    ],
    geography.flatMap(({ id, streets }) =>
      streets.map((street) => {
        streetId++;
        return [
          streetId,
          480_000_000 + streetId,
          id,
          street.name,
          searchText(street.name),
          1,
          street.to_number,
          street.start.lat,
          street.start.lng,
          street.end.lat,
          street.end.lng,
        ];
      }),
    ),
  );
  await seedDemoCustomers(db, geography, now);
  await seedDemoHistory(db, now);
  await seedDemoVisits(db, now);
  await seedEquipment(db, now);
  await seedOutages(db, now);
  await run(db, "INSERT INTO meta (key, value) VALUES ('seeded_at', ?)", [isoDateTime(now)]);
  return true;
}

async function seedCatalogue(db: Db) {
  await insertRows(
    db,
    "plans",
    ["id", "name", "kind", "download_mbps", "upload_mbps", "price", "features", "featured"],
    PLANS.map((plan) => [
      plan.id,
      plan.name,
      plan.kind,
      plan.download_mbps,
      plan.upload_mbps,
      plan.price,
      JSON.stringify(plan.features),
      plan.featured ? 1 : 0,
    ]),
  );
  await insertRows(
    db,
    "streaming_plans",
    ["id", "name", "description", "price", "channels", "featured"],
    STREAMING_PLANS.map((plan) => [
      plan.id,
      plan.name,
      plan.description,
      plan.price,
      plan.channels,
      plan.featured ? 1 : 0,
    ]),
  );
  await insertRows(
    db,
    "streaming_extras",
    ["id", "name", "description", "price"],
    STREAMING_EXTRAS.map((extra) => [extra.id, extra.name, extra.description, extra.price]),
  );
  await insertRows(
    db,
    "streaming_banners",
    ["id", "title", "subtitle", "image_url", "link_url", "position"],
    STREAMING_BANNERS.map((banner) => [
      banner.id,
      banner.title,
      banner.subtitle,
      banner.image_url,
      banner.link_url,
      banner.position,
    ]),
  );
  await insertRows(
    db,
    "ticket_categories",
    ["id", "name", "description", "deadline_working_days", "kind"],
    TICKET_CATEGORIES.map((category) => [
      category.id,
      category.name,
      category.description,
      category.deadline_working_days,
      category.kind,
    ]),
  );
  await insertRows(
    db,
    "debtors",
    ["identification", "name"],
    DEBTORS.map((debtor) => [debtor.identification, debtor.name]),
  );
}
