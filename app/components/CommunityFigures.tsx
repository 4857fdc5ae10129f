import type { CommunityFigures as Figures } from "~/domain/listing/community-figures.server";
import { groupIndian } from "~/forms/indian-number";
import { useT } from "./translate";

/** The home page's live figures (issue 19): real numbers from the database, never rounded up. */
export function CommunityFigures({ figures }: { figures: Figures }) {
  const t = useT();
  return (
    <section className="figures" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        {t("figures.heading")}
      </h2>
      <ul className="figures__list">
        <li>
          <span className="figures__number">{groupIndian(figures.members)}</span>{" "}
          {t("figures.members", { count: figures.members })}
        </li>
        <li>
          <span className="figures__number">{groupIndian(figures.connections)}</span>{" "}
          {t("figures.connections", { count: figures.connections })}
        </li>
      </ul>
    </section>
  );
}
