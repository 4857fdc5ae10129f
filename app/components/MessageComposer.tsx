import { Form, useNavigation } from "react-router";
import { useEffect, useRef } from "react";
import { MESSAGE_MAX } from "~/forms/messages";
import { Field, hintIdFor } from "./Field";
import { groupIndian } from "~/forms/indian-number";
import { useT } from "./translate";

/**
 * The reply box of a conversation (docs/product-rules.md §33). A plain form: without JavaScript it posts and
 * the page comes back at the newest message; with it, the page does not reload, and the box empties once
 * the message is in. After a refusal the text stays, with the reason.
 */
export function MessageComposer({ error, draft }: { error?: string; draft?: string }) {
  const t = useT();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) wasSending.current = true;
    else if (navigation.state === "idle" && wasSending.current) {
      wasSending.current = false;
      if (!error) form.current?.reset();
    }
  }, [sending, navigation.state, error]);
  return (
    // noValidate: an empty message gets the site's own "Please write a message.", not the browser's bubble,
    // with JavaScript off too (as the site's other forms).
    <Form method="post" className="stack composer" ref={form} preventScrollReset noValidate>
      <Field
        id="message-body"
        label={t("composer.label")}
        errors={error ? [error] : undefined}
        hint={t("composer.hint", { max: groupIndian(MESSAGE_MAX) })}
      >
        <textarea
          id="message-body"
          name="body"
          rows={3}
          required
          maxLength={MESSAGE_MAX}
          defaultValue={draft}
          dir="auto"
          aria-describedby={`${hintIdFor("message-body")} message-body-error`}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t("composer.sending") : t("composer.send")}
        </button>
      </div>
    </Form>
  );
}
