import type { ReactNode } from "react";
import type { BiodataView } from "~/web/biodata.server";
import { say } from "~/forms/phrase";
import { DetailList } from "./ProfileSections";
import { useT } from "./translate";

/**
 * A biodata on the screen and on paper (docs/product-rules.md §40): the photo where the reader may see it, the
 * profile's rows by section, and the watermark saying for whom and when the copy was made. `actions` (print,
 * PDF, share) are left off the printed page.
 */
export function BiodataSheet({
  view,
  photo,
  actions,
}: {
  view: BiodataView;
  photo: string | null;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="biodata" aria-labelledby="biodata-name">
      <header className="biodata__head">
        {photo && <img className="biodata__photo" src={photo} alt="" width={160} height={160} />}
        <div>
          <h1 id="biodata-name">
            <bdi>{view.fullName}</bdi>
          </h1>
          <p className="biodata__facts">{view.facts.map((fact) => say(t, fact)).join(" · ")}</p>
        </div>
      </header>
      {actions && <div className="biodata__actions">{actions}</div>}
      {view.sections.map((section) => (
        <section key={section.key} className="biodata__section" aria-labelledby={`biodata-${section.key}`}>
          <h2 id={`biodata-${section.key}`}>{t(section.heading)}</h2>
          <DetailList rows={section.rows} />
        </section>
      ))}
      <p className="biodata__mark">{say(t, view.madeFor)}</p>
    </article>
  );
}
