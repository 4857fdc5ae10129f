import type { CommunityFigures as Figures } from "~/domain/community-figures.server";
import { groupIndian } from "~/forms/indian-number";

/** The home page's live figures (issue 19): real numbers from the database, never rounded up. */
export function CommunityFigures({ figures }: { figures: Figures }) {
  return (
    <section className="figures" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        Our community today
      </h2>
      <ul className="figures__list">
        <li>
          <span className="figures__number">{groupIndian(figures.members)}</span>{" "}
          {figures.members === 1 ? "member" : "members"} looking for a match
        </li>
        <li>
          <span className="figures__number">{groupIndian(figures.connections)}</span>{" "}
          {figures.connections === 1 ? "connection" : "connections"} made
        </li>
      </ul>
    </section>
  );
}
