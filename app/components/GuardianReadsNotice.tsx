/**
 * Told to both members of a conversation that a guardian can read (docs/product-rules.md §33): whoever has
 * one, each side knows before writing.
 */
export function GuardianReadsNotice() {
  return (
    <p className="notice" role="note">
      <strong>Guardian can read this conversation.</strong> A family guardian whom one of you invited can read these
      messages, but cannot write here.
    </p>
  );
}
