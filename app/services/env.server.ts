import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const origin = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
      } catch {
        return false;
      }
    },
    { message: "must be an origin like https://example.org (scheme, host and port only, no path, no wildcard)" },
  );

/** A comma-separated list, blanks dropped. */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An on/off switch: empty means the default (off); anything else but these words stops the start. */
const onOff = z
  .enum(["", "0", "1", "false", "true", "off", "on"], { message: "must be on or off (or 1/0, true/false)" })
  .default("")
  .transform((v) => v === "1" || v === "true" || v === "on");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // The LiteFS mount: the database lives there, and a .primary file there says this node is a replica.
  LITEFS_DIR: optionalText,
  // Server processes on the one database (node:cluster): by default one per core (README, Configuration).
  WEB_CONCURRENCY: optionalText
    .pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional())
    .transform((n) => n ?? os.availableParallelism()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  PUBLIC_URL: optionalText.pipe(origin.optional()),
  CORS_ORIGINS: commaList.pipe(z.array(origin)),
  TRUST_PROXY: onOff,
  // Every new profile and changed photo waits for an administrator's approval (docs/product-rules.md §30).
  MODERATION: onOff,
  RESEND_API_KEY: optionalText,
  MAIL_FROM: optionalText,
  // SMS through MSG91 (issue 36, app/services/sms.server.ts); without the key SMS go to DATA_DIR/outbox/sms.
  MSG91_AUTH_KEY: optionalText,
  MSG91_SENDER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z]{6}$/, "must be the six capital letters of the sender id registered with DLT")
      .optional(),
  ),
  // "code:en=<DLT template id>,code:hi=…,mobileChanged:en=…": the id of each template in each language, named as
  // SMS_TEMPLATES names them (camelCase: mobileChanged).
  MSG91_TEMPLATE_IDS: commaList.pipe(
    z
      .array(z.string().regex(/^[a-zA-Z]+:(en|hi|ur)=\w+$/, "must be a list of template:language=id"))
      .transform((pairs) => Object.fromEntries(pairs.map((pair) => pair.split("=") as [string, string]))),
  ),
  MSG91_URL: z.url().default("https://control.msg91.com"),
  // The first retry of a queued e-mail, in seconds; each next one waits twice as long, up to an hour.
  MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  // How often the server looks for weekly match alerts that are due, in seconds.
  MATCH_ALERT_CHECK_SECONDS: z.coerce.number().positive().max(86400).default(3600),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  SITE_NAME: z.string().trim().min(1).default("Community Matrimony"),
  // The site's name in Hindi and in Urdu (docs/product-rules.md §37), each shown on that language's pages and in its
  // e-mails; SITE_NAME where unset.
  SITE_NAME_HI: optionalText,
  SITE_NAME_UR: optionalText,
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  CONTACT_ADDRESS: optionalText,
  // The grievance officer (IT Rules 2021, rule 3(2); docs/product-rules.md §41): shown at /grievances. Required for a
  // production start on https (parseEnv), so that a public site never runs without one.
  GRIEVANCE_OFFICER_NAME: optionalText,
  GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  GRIEVANCE_OFFICER_PHONE: optionalText,
  GRIEVANCE_OFFICER_ADDRESS: optionalText,
  CHAT_LINK: optionalText.pipe(z.url("must be a URL such as https://wa.me/919876543210").optional()),
  SOCIAL_LINKS: commaList.pipe(
    z.array(
      z
        .string()
        .regex(/^[^=]+=https:\/\/\S+$/, "each entry must be Name=https://link")
        .transform((entry) => {
          const [name, ...rest] = entry.split("=");
          return { name: name.trim(), url: rest.join("=") };
        }),
    ),
  ),
});

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string; DATA_DIR: string };

export class EnvError extends Error {}

const GRIEVANCE_OFFICER_VARIABLES = [
  "GRIEVANCE_OFFICER_NAME",
  "GRIEVANCE_OFFICER_EMAIL",
  "GRIEVANCE_OFFICER_PHONE",
  "GRIEVANCE_OFFICER_ADDRESS",
] as const;

/** Reads and checks the environment; every mistake is listed, one per line. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(source);
  const lines = (result.error?.issues ?? []).map(
    (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
  );
  // Checked apart from the schema so it is reported alongside any other mistake.
  if (source.RESEND_API_KEY?.trim() && !source.MAIL_FROM?.trim()) {
    lines.push("  MAIL_FROM: is required when RESEND_API_KEY is set (a sender on a domain verified with Resend)");
  }
  if (source.MSG91_AUTH_KEY?.trim() && (!source.MSG91_SENDER_ID?.trim() || !source.MSG91_TEMPLATE_IDS?.trim())) {
    lines.push(
      "  MSG91_SENDER_ID, MSG91_TEMPLATE_IDS: are required when MSG91_AUTH_KEY is set (DLT's sender and templates)",
    );
  }
  if (source.LITEFS_DIR?.trim() && !source.SESSION_SECRET?.trim()) {
    lines.push("  SESSION_SECRET: is required with LITEFS_DIR (every node must sign cookies with the same secret)");
  }
  const missingOfficer = GRIEVANCE_OFFICER_VARIABLES.filter((name) => !source[name]?.trim());
  if (source.NODE_ENV === "production" && source.PUBLIC_URL?.trim().startsWith("https:") && missingOfficer.length) {
    const verb = missingOfficer.length === 1 ? "is" : "are";
    lines.push(
      `  ${missingOfficer.join(", ")}: ${verb} required in production on https: ` +
        "Indian law (IT Rules 2021, rule 3(2)) asks a public site to publish its grievance officer's name, e-mail, " +
        "phone and postal address (README, Configuration)",
    );
  }
  if (lines.length > 0 || !result.success) {
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function sessionSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** DATA_DIR must exist and be writable (a bind mount owned by another user is the usual mistake). */
function ensureWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "not usable";
    throw new EnvError(
      `Invalid configuration:\n  DATA_DIR: ${dataDir} is not a writable folder for this user (${reason})`,
    );
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  ensureWritable(dataDir);
  cached = {
    ...parsed,
    DATA_DIR: dataDir,
    LITEFS_DIR: parsed.LITEFS_DIR && path.resolve(parsed.LITEFS_DIR),
    SESSION_SECRET: parsed.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir),
  };
  return cached;
}

/** The site's name as the operator gave it for `language` (SITE_NAME_HI, SITE_NAME_UR), else SITE_NAME. */
export function siteNameIn(
  language: "en" | "hi" | "ur",
  env: Pick<Env, "SITE_NAME" | "SITE_NAME_HI" | "SITE_NAME_UR"> = getEnv(),
): string {
  const named = { en: undefined, hi: env.SITE_NAME_HI, ur: env.SITE_NAME_UR }[language];
  return named ?? env.SITE_NAME;
}

/**
 * This server process's share of the machine's cores (at least one): the WEB_CONCURRENCY processes share
 * them, so work sent off the event loop (bcrypt's threads, photo decoding) is held to it in each.
 */
export function coresPerProcess(): number {
  return Math.max(1, Math.floor(os.availableParallelism() / getEnv().WEB_CONCURRENCY));
}
