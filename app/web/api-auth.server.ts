import { UserError } from "~/services/user-error.server";
import { getViewer, type Viewer } from "./auth.server";

/** The signed-in member for an API call, or a 401 the original client understands. */
export async function requireApiViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new UserError("Please log in first.", { status: 401 });
  return viewer;
}
