// A message made in English (a validation error, a refusal, a flash message) in another language (decision 021),
// from that language's `messages` catalogue (keyed by the English) and its `options` (the choices' labels). The
// server translates replies and flashes with it (app/domain/site/translations.server.ts); the browser, once a Hindi or
// Urdu form's code has fetched the two catalogues, translates the schema's messages as each field is left.

/** English → the language; the English itself when the catalogues do not know it (a member's name in it). */
export type MessageTranslator = (english: string) => string;

export type MessageCatalogues = { messages: Record<string, string>; options: Record<string, string> };

type Pattern = { match: RegExp; names: string[]; text: string; literal: number };

/** The messages with {{values}} in their English ("{{label}} is required"), as patterns to match. */
function patternsOf(messages: Record<string, string>): Pattern[] {
  return (
    Object.entries(messages)
      .filter(([english]) => english.includes("{{"))
      .map(([english, text]) => {
        const names = [...english.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]);
        const source = english
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("(.+?)");
        return { match: new RegExp(`^${source}$`), names, text, literal: english.replace(/\{\{\w+\}\}/g, "").length };
      })
      // The most specific first: "{{label}} must be at most {{max}} characters" before "… at most {{max}}".
      .sort((a, b) => b.literal - a.literal)
  );
}

/**
 * Found whole, or by a pattern whose {{values}} are themselves translated where the catalogues know them
 * ("Father's name is required"): a value is a choice's label, else a message (perhaps a pattern itself: the
 * value is shorter than the whole, so this ends).
 */
export function messageTranslator({ messages, options }: MessageCatalogues): MessageTranslator {
  let patterns: Pattern[] | undefined;
  const translate = (english: string): string => {
    const whole = messages[english];
    if (whole !== undefined) return whole;
    for (const pattern of (patterns ??= patternsOf(messages))) {
      const found = pattern.match.exec(english);
      if (!found) continue;
      return pattern.text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => {
        const value = found[pattern.names.indexOf(name) + 1];
        return value === undefined ? all : (options[value] ?? translate(value));
      });
    }
    return english;
  };
  return translate;
}
