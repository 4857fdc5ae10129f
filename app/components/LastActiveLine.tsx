import type { LastActive, LastActiveShown } from "~/domain/accounts/last-active.server";
import { useT } from "./translate";

const WORDS: Record<Exclude<LastActive, "weeksAgo">, string> = {
  today: "lastActive.today",
  yesterday: "lastActive.yesterday",
  thisWeek: "lastActive.thisWeek",
  longAgo: "lastActive.longAgo",
};

/** "Active today", "Active 2 weeks ago": by the day, never the hour (docs/product-rules.md §27a). */
export function LastActiveLine({ shown }: { shown: LastActiveShown | null }) {
  const t = useT();
  if (!shown) return null;
  return (
    <p className="profile-head__active">
      {shown.when === "weeksAgo" ? t("lastActive.weeksAgo", { count: shown.weeks }) : t(WORDS[shown.when])}
    </p>
  );
}
