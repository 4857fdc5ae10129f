import type { CommunityFigures as Figures } from "~/domain/listing/community-figures.server";
import { groupIndian } from "~/forms/indian-number";
import { shownFigures } from "~/forms/shown-figures";
import { useT } from "./translate";

const FIGURE_LABELS = { members: "figures.members", connections: "figures.connections" } as const;

/**
 * The home page's live figures (issue 19): real numbers from the database, never rounded up; a figure still at
 * zero is left out, and with it the band when both are (issue 40: "0 connections made" wins no family).
 */
export function CommunityFigures({ figures }: { figures: Figures }) {
  const t = useT();
  const shown = shownFigures(figures);
  if (shown.length === 0) return null;
  return (
    <section className="figures" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        {t("figures.heading")}
      </h2>
      <ul className="figures__list">
        {shown.map(({ name, count }) => (
          <li key={name}>
            <span className="figures__number">{groupIndian(count)}</span> {t(FIGURE_LABELS[name], { count })}
          </li>
        ))}
      </ul>
    </section>
  );
}
