import { Form } from "react-router";
import type { GuardianNotice } from "~/domain/connections/conversation-consent.server";
import type { Relation } from "~/forms/family-options";
import { useT } from "./translate";

/** The guardian's relation as the notice names it: "Her father", "उनके पिता" (whose is in the sentence's key). */
const RELATION_KEYS: Record<Relation, string> = {
  father: "guardianConsent.relation.father",
  mother: "guardianConsent.relation.mother",
  brother: "guardianConsent.relation.brother",
  sister: "guardianConsent.relation.sister",
  uncle: "guardianConsent.relation.uncle",
  aunt: "guardianConsent.relation.aunt",
  grandfather: "guardianConsent.relation.grandfather",
  grandmother: "guardianConsent.relation.grandmother",
  cousin: "guardianConsent.relation.cousin",
  relative: "guardianConsent.relation.relative",
  friend: "guardianConsent.relation.friend",
};

/**
 * What a conversation tells a member about guardians (docs/product-rules.md §33, decision 035), truthfully for
 * each side: the other member's guardians who read conversations, with the member's choice about them (asked
 * before the first message, changeable here at any time), and the member's own guardians, with the other
 * member's choice. Plain forms: without JavaScript they post and the page comes back with a message.
 */
export function GuardianConsentNotice({
  notice,
  otherName,
  otherGender,
}: {
  notice: GuardianNotice;
  otherName: string;
  otherGender: string | null;
}) {
  const t = useT();
  const { theirs, mine } = notice;
  if (!theirs && !mine) return null;
  const her = otherGender === "Female";
  return (
    <section className="notice stack" role="note" aria-label={t("guardianConsent.label")}>
      {theirs && (
        <>
          {theirs.choice === "private" ? (
            <p>
              {t(her ? "guardianConsent.keptFromHer" : "guardianConsent.keptFromHis", {
                count: theirs.relations.length,
              })}
            </p>
          ) : (
            theirs.relations.map((relation, i) => (
              <p key={i}>
                <strong>
                  {t(her ? "guardianConsent.readsHer" : "guardianConsent.readsHis", {
                    relation: t(RELATION_KEYS[relation]),
                  })}
                </strong>
              </p>
            ))
          )}
          {theirs.choice === null && <p>{t("guardianConsent.ask", { name: otherName })}</p>}
          <Form method="post" className="person__actions" preventScrollReset>
            <input type="hidden" name="intent" value="guardian-consent" />
            {theirs.choice !== "allowed" && (
              <button type="submit" name="choice" value="allowed" className="button button--small">
                {t("guardianConsent.allow")}
              </button>
            )}
            {theirs.choice !== "private" && (
              <button type="submit" name="choice" value="private" className="button button--small button--outline">
                {t("guardianConsent.keepPrivate")}
              </button>
            )}
          </Form>
        </>
      )}
      {mine?.names.map((name, i) => (
        <p key={i}>
          {mine.choice === "allowed"
            ? t("guardianConsent.mineAllowed", { name, other: otherName })
            : mine.choice === "private"
              ? t("guardianConsent.minePrivate", { name, other: otherName })
              : t("guardianConsent.mineUnchosen", { name, other: otherName })}
        </p>
      ))}
    </section>
  );
}
