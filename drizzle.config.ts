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
    "./app/db/schema-family.ts",
    "./app/db/schema-messages.ts",
    "./app/db/schema-safety.ts",
    "./app/db/schema-mail.ts",
    "./app/db/schema-matching.ts",
    "./app/db/schema-codes.ts",
    "./app/db/schema-connections.ts",
    "./app/db/schema-photos.ts",
  ],
  out: "./drizzle",
});
