import { describe, expect, it } from "vitest";
import { connectionMark, sentRequestMark } from "~/forms/guardian-marks";

// The words of the "by guardian" marks (docs/product-rules.md §32): whose guardian, from the viewer's side.

describe("guardian marks", () => {
  it("a connection: the viewer's own guardian, or the other member's by their gender; none when they answered", () => {
    expect(connectionMark({ acceptedByGuardian: true, sentByViewer: false, gender: "Male" })).toBe(
      "Accepted by your guardian on your behalf",
    );
    expect(connectionMark({ acceptedByGuardian: true, sentByViewer: true, gender: "Female" })).toBe(
      "Accepted by her guardian",
    );
    expect(connectionMark({ acceptedByGuardian: true, sentByViewer: true, gender: "Male" })).toBe(
      "Accepted by his guardian",
    );
    expect(connectionMark({ acceptedByGuardian: false, sentByViewer: true, gender: "Female" })).toBeNull();
  });

  it("a sent request: accepted or not accepted by the recipient's guardian; nothing while pending", () => {
    const female = { gender: "Female" };
    expect(sentRequestMark({ status: "accepted", answeredByGuardian: true, recipient: female })).toBe(
      "Accepted by her guardian",
    );
    expect(sentRequestMark({ status: "rejected", answeredByGuardian: true, recipient: { gender: "Male" } })).toBe(
      "Not accepted (answered by his guardian)",
    );
    expect(sentRequestMark({ status: "accepted", answeredByGuardian: false, recipient: female })).toBeNull();
    expect(sentRequestMark({ status: "pending", answeredByGuardian: true, recipient: female })).toBeNull();
  });
});
