import { listCities } from "~/domain/listing/places.server";
import { handleApi } from "~/web/api.server";

// → {city: [{city, state}]}: distinct cities of active members, sorted.
export async function loader() {
  return handleApi(async () => Response.json({ city: listCities() }));
}
