import { useT } from "./translate";

/**
 * A connection's phone and e-mail, each a link to call or write (docs/product-rules.md §6: only the member's
 * connections are sent them).
 */
export function ContactLines({ phone, email }: { phone: string; email: string }) {
  const t = useT();
  return (
    <p>
      {t("myConnection.phone")}{" "}
      <a href={`tel:${phone}`} dir="ltr">
        {phone}
      </a>
      <br />
      {t("myConnection.email")}{" "}
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    </p>
  );
}
