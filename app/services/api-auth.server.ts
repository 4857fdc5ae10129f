import { ApiError } from "./api.server";
import { getViewer, type Viewer } from "./auth.server";

/** The signed-in member for an API call, or a 401 the original client understands. */
export async function requireApiViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new ApiError(401, "Please log in first.");
  return viewer;
}
