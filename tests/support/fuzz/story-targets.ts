import { TINY_PNG } from "./hostile-values";
import { Upload } from "./payload";
import type { Encoding, Fixtures, Table, Target } from "./targets";

// Success stories (docs/product-rules.md §34): the administrator's form to add and edit one, the buttons that
// publish, unpublish and remove one (the fixture's story, fixtures.ts), and the pages that list them. Only an
// administrator changes anything; a member gets a 403 and a visitor a 404, writing nothing.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const QUERY: Encoding[] = ["query"];
const STORY_TABLES: Table[] = ["success_stories", "photos"];
const byAdmin = (tables: Table[]) => ({ visitor: [], member: [], guardian: [], admin: tables });

const story = () => ({
  names: "Ayesha & Imran",
  city: "Lucknow",
  year: "2024",
  text: "We met here in 2023.\nOur families met twice before the nikah.",
  photo: new Upload(TINY_PNG, "image/png", "couple.png"),
  photoConsent: "on",
});

export const STORY_TARGETS: Target[] = [
  {
    name: "POST /admin/stories (add a story)",
    method: "POST",
    path: "/admin/stories",
    encodings: BODY,
    writes: byAdmin(STORY_TABLES),
    valid: () => ({ intent: "add", ...story() }),
  },
  {
    name: "POST /admin/stories?edit={id} (edit a story)",
    method: "POST",
    path: "/admin/stories?edit={id}",
    segment: (f: Fixtures) => String(f.story.id),
    encodings: BODY,
    writes: byAdmin(STORY_TABLES),
    valid: (f) => ({ intent: "edit", storyId: String(f.story.id), ...story(), names: "Sana & Faiz" }),
  },
  {
    // Published once, the story is refused as already published ever after: a flash, and nothing written.
    name: "POST /admin/stories (publish, unpublish, remove)",
    method: "POST",
    path: "/admin/stories",
    encodings: BODY,
    writes: byAdmin(STORY_TABLES),
    valid: (f) => ({ intent: "publish", storyId: String(f.story.id) }),
  },
  {
    name: "GET /admin/stories (?edit=, ?remove=)",
    method: "GET",
    path: "/admin/stories",
    encodings: QUERY,
    writes: byAdmin([]),
    valid: (f) => ({ edit: String(f.story.id), remove: String(f.story.id) }),
  },
  {
    name: "GET /stories (?page=)",
    method: "GET",
    path: "/stories",
    encodings: QUERY,
    writes: byAdmin([]),
    valid: () => ({ page: "1" }),
  },
];
