import { useFetcher } from "react-router";
import { useT } from "./translate";

/**
 * "Request photo" under a photo its owner keeps to connections (docs/product-rules.md §27): a plain POST to
 * the profile page without JavaScript (back with "Photo request sent."); with it, a fetcher, and the button
 * shows "Photo requested" at once. Once asked it stays "Photo requested", disabled.
 */
export function RequestPhotoButton({ action, requested }: { action: string; requested: boolean }) {
  const fetcher = useFetcher<{ error?: string }>();
  const t = useT();
  if (requested || fetcher.state !== "idle") {
    return (
      <button type="button" className="button button--small button--outline" disabled>
        {t("requestPhoto.requested")}
      </button>
    );
  }
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <button type="submit" name="intent" value="request-photo" className="button button--small button--outline">
        {t("requestPhoto.request")}
      </button>
      {fetcher.data?.error && (
        <p className="form-error" role="alert">
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}
