import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./app/db/schema.ts",
    "./app/db/schema-verification.ts",
    "./app/db/schema-candidate.ts",
    "./app/db/schema-stories.ts",
    "./app/db/schema-biodata.ts",
    "./app/db/schema-law.ts",
  ],
  out: "./drizzle",
});
